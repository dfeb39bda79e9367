/** The main menu (navigation.yaml) and the side menus beside pages (side-menus/). */
import { z } from 'astro/zod';
import { href, link, shown } from './common.ts';

export type MenuItem = { label: string; href?: string; items?: MenuItem[]; footer?: boolean };
export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z
    .object({
      label: shown(z.string().min(1)),
      href: href.optional(),
      items: z.array(menuItem).optional(),
      /** Repeat this group's links in the footer of every page. */
      footer: z.boolean().optional(),
    })
    .refine((item) => Boolean(item.href) !== Boolean(item.items?.length), {
      message: 'a menu item has either an href or a list of items, not both',
    })
    .refine((item) => !item.footer || item.items?.every((child) => child.href), {
      message: 'footer: true repeats a group of links in the footer: give it items that each have an href',
      path: ['footer'],
    }),
);

const depth = (items: MenuItem[]): number => Math.max(0, ...items.map((i) => 1 + (i.items ? depth(i.items) : 0)));

export const navigationSchema = z.object({
  items: z.array(menuItem).refine((items) => depth(items) <= 3, { message: 'menus nest at most three levels deep' }),
});

export const sideMenuSchema = z.object({ title: shown(z.string()), items: z.array(link).min(1) });
