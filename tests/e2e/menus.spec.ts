/** The main menu: one branch open per level on phones, keyboard use on desktops, links without JavaScript. */
import { expect, test } from '@playwright/test';

const openBranches = (page: import('@playwright/test').Page, level: number) => page.locator(`#site-nav details[data-menu-level="${level}"][open]`);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu folds behind a button and opens one branch per level', async ({ page }) => {
    await page.goto('/page-under-development');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(page.locator('#site-nav')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-nav')).toBeVisible();

    const nav = page.locator('#site-nav');
    await nav.getByText('About', { exact: true }).click();
    await expect(openBranches(page, 1)).toHaveCount(1);
    await nav.getByText('Administration', { exact: true }).click();
    // Opening a sibling closes the one that was open.
    await expect(openBranches(page, 1)).toHaveCount(1);
    await expect(nav.locator('details[open] > summary')).toHaveText('Administration');

    await nav.getByText('Chancellor', { exact: true }).click();
    await expect(openBranches(page, 2)).toHaveCount(1);
    await nav.getByText('Deans', { exact: true }).click();
    await expect(openBranches(page, 2)).toHaveCount(1);
    await expect(openBranches(page, 2).locator('> summary')).toHaveText('Deans');
    await expect(openBranches(page, 2).getByText('Dean, Research')).toBeVisible();
  });

  test('Escape closes the open branch and returns focus to its toggle', async ({ page }) => {
    await page.goto('/page-under-development');
    await page.getByRole('button', { name: 'Menu' }).click();
    const about = page.locator('#site-nav summary', { hasText: /^About$/ });
    await about.click();
    await expect(openBranches(page, 1)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(openBranches(page, 1)).toHaveCount(0);
    await expect(about).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the menu works from the keyboard alone', async ({ page }) => {
    await page.goto('/page-under-development');
    const admissions = page.locator('#site-nav summary', { hasText: /^Admissions$/ });
    await admissions.focus();
    // Focus inside brings in the menus' script; keys, unlike clicks, are not held while it loads.
    await expect(page.locator('.nav-toggle[data-ready]')).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(openBranches(page, 1)).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.locator('#site-nav details[open] a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(openBranches(page, 1)).toHaveCount(0);
    await expect(admissions).toBeFocused();
    // Space opens it again, and moving focus out of the menu closes it.
    await page.keyboard.press(' ');
    await expect(openBranches(page, 1)).toHaveCount(1);
    await page.locator('#main').focus();
    await page.getByRole('main').getByRole('link', { name: 'Go to Homepage' }).focus();
    await expect(openBranches(page, 1)).toHaveCount(0);
  });

  test('a click outside the menu closes it', async ({ page }) => {
    await page.goto('/page-under-development');
    await page.locator('#site-nav summary', { hasText: /^About$/ }).click();
    await expect(openBranches(page, 1)).toHaveCount(1);
    // The first click brought in the menus' script; a click outside is the island's to see once it is ready.
    await expect(page.locator('.nav-toggle[data-ready]')).toBeAttached();
    await page.locator('h1').click();
    await expect(openBranches(page, 1)).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('every menu link is reachable', async ({ page }) => {
    await page.goto('/page-under-development');
    const nav = page.locator('#site-nav');
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
    const topLinks = await nav.locator('.menu--level-1 > li > a').count();
    expect(seen + topLinks).toBe(await nav.locator('a').count());
  });
});
