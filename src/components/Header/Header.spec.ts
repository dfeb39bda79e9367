/**
 * The main menu in both languages: one branch open per level on phones,
 * keyboard use on desktops, links without JavaScript. The branches used are
 * read from the menu tree (navigation.yaml) and shown in the page's language.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/visitor.ts';
import { navigation, type MenuItem } from '../../../tests/content.ts';
import { translator } from '../../../tests/languages.ts';
import { LANGS, routeIn } from '../../lib/languages.ts';
import { words as strings } from './Header.words.ts';

const openBranches = (page: Page, level: number) => page.locator(`#site-nav details[data-menu-level="${level}"][open]`);
const branchesOf = (items: MenuItem[]) => items.filter((item) => item.items?.length);
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// Two top-level branches, the second with two branches of its own: the shape the one-open-per-level rule needs.
const [firstTop, secondTop] = branchesOf(navigation());
const [firstInner, secondInner] = branchesOf(secondTop?.items ?? []);
if (!firstTop || !secondTop || !firstInner || !secondInner) throw new Error('the menu needs two branches, the second with two branches of its own');
const innerLink = secondInner.items!.find((item) => item.href)!;

for (const lang of LANGS) {
  const t = strings[lang];
  const label = translator(lang);
  const route = routeIn(lang, '/page-under-development');

  test.describe(`${lang}: on a phone`, () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the menu folds behind a button and opens one branch per level', async ({ visitor: page }) => {
      await page.goto(route);
      const toggle = page.getByRole('button', { name: t.menu });
      await expect(page.locator('#site-nav')).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#site-nav')).toBeVisible();

      const nav = page.locator('#site-nav');
      await nav.locator('summary', { hasText: exactly(label(firstTop.label)) }).click();
      await expect(openBranches(page, 1)).toHaveCount(1);
      await nav.locator('summary', { hasText: exactly(label(secondTop.label)) }).click();
      // Opening a sibling closes the one that was open.
      await expect(openBranches(page, 1)).toHaveCount(1);
      await expect(nav.locator('details[open] > summary')).toHaveText(label(secondTop.label));

      await nav.locator('summary', { hasText: exactly(label(firstInner.label)) }).click();
      await expect(openBranches(page, 2)).toHaveCount(1);
      await nav.locator('summary', { hasText: exactly(label(secondInner.label)) }).click();
      await expect(openBranches(page, 2)).toHaveCount(1);
      await expect(openBranches(page, 2).locator('> summary')).toHaveText(label(secondInner.label));
      await expect(openBranches(page, 2).getByText(label(innerLink.label), { exact: true })).toBeVisible();
    });

    test('Escape closes the open branch and returns focus to its toggle', async ({ visitor: page }) => {
      await page.goto(route);
      await page.getByRole('button', { name: t.menu }).click();
      const top = page.locator('#site-nav summary', { hasText: exactly(label(firstTop.label)) });
      await top.click();
      await expect(openBranches(page, 1)).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(openBranches(page, 1)).toHaveCount(0);
      await expect(top).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: t.menu })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('button', { name: t.menu })).toBeFocused();
    });
  });

  test.describe(`${lang}: on a desktop`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the menu works from the keyboard alone', async ({ visitor: page }) => {
      await page.goto(route);
      const top = page.locator('#site-nav summary', { hasText: exactly(label(secondTop.label)) });
      await top.focus();
      // Focus inside brings in the menus' script; keys, unlike clicks, are not held while it loads.
      await expect(page.locator('.nav-toggle[data-ready]')).toBeAttached();
      await page.keyboard.press('Enter');
      await expect(openBranches(page, 1)).toHaveCount(1);
      await page.keyboard.press('Tab');
      await expect(page.locator('#site-nav details[open] > ul :is(a, summary)').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(openBranches(page, 1)).toHaveCount(0);
      await expect(top).toBeFocused();
      // Space opens it again, and moving focus out of the menu closes it.
      await page.keyboard.press(' ');
      await expect(openBranches(page, 1)).toHaveCount(1);
      await page.locator('#main a:visible').first().focus();
      await expect(openBranches(page, 1)).toHaveCount(0);
    });

    test('a click outside the menu closes it', async ({ visitor: page }) => {
      await page.goto(route);
      await page.locator('#site-nav summary', { hasText: exactly(label(firstTop.label)) }).click();
      await expect(openBranches(page, 1)).toHaveCount(1);
      // The first click brought in the menus' script; a click outside is the island's to see once it is ready.
      await expect(page.locator('.nav-toggle[data-ready]')).toBeAttached();
      await page.locator('h1').click();
      await expect(openBranches(page, 1)).toHaveCount(0);
    });
  });

  test.describe(`${lang}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

    test('the Menu button opens the menu, and every menu link is reachable', async ({ visitor: page }) => {
      await page.goto(route);
      const nav = page.locator('#site-nav');
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: t.menu }).click();
      await expect(nav).toBeVisible();
      let seen = 0;
      for (const top of await nav.locator('details[data-menu-level="1"]').all()) {
        await top.locator(':scope > summary').click();
        for (const link of await top.locator(':scope > ul > li > a').all()) {
          await expect(link).toBeVisible();
          seen++;
        }
        for (const branch of await top.locator('details[data-menu-level="2"]').all()) {
          await branch.locator(':scope > summary').click();
          for (const link of await branch.locator('a').all()) {
            await expect(link).toBeVisible();
            seen++;
          }
        }
      }
      // The portal links follow the menu on phones, where the top strip that holds them on wide screens is hidden.
      for (const link of await nav.locator('.menu-portals a').all()) {
        await expect(link).toBeVisible();
        seen++;
      }
      const topLinks = await nav.locator('.menu--level-1 > li > a').count();
      expect(seen + topLinks).toBe(await nav.locator('a').count());
    });
  });
}
