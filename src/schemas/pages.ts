/** The front matter of an MDX page (src/content/pages). */
import { z } from 'astro/zod';
import { isoDate, sample, type Tools } from './common.ts';

export const pageSchema = ({ reference }: Pick<Tools, 'reference'>) =>
  z.object({
    /** May write {session} for the session the fees are for (fees.yaml), as may the description. */
    title: z.string().min(2).max(70, 'keep the title under 70 characters: search engines cut longer ones'),
    description: z
      .string()
      .min(50, 'write a description of at least 50 characters: it is what search results show')
      .max(170, 'keep the description under 170 characters: search results cut longer ones'),
    /** Side menus shown beside the content, by file name in data/side-menus. */
    sideMenus: z.array(z.string()).default([]),
    /** Hide the page heading visually (it stays for screen readers); for the home page. */
    titleHidden: z.boolean().default(false),
    /** Show the floating chat link on this page. */
    chat: z.boolean().default(false),
    /** Keep the page out of search results (thank-you and error pages). */
    noindex: z.boolean().default(false),
    /** Announce the RSS feed of examination notifications and circulars (/feed.xml) on this page. */
    feed: z.boolean().default(false),
    /** The event (src/content/data/events/<id>.yaml) an event page describes: its components show that event. */
    event: reference('event').optional(),
    /** The day an editor last checked the whole page is still true (YYYY-MM-DD): shown as its "Last updated" instead of the day its files last changed. */
    reviewed: isoDate.optional(),
    sample,
  });
