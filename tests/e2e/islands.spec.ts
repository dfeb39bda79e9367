/**
 * The islands as one mechanism (client:interaction): React and an island's
 * code arrive on the visitor's first interaction, never at first view; a
 * click made while they load, even before the island runtime itself, is
 * carried out once they are ready; and each
 * island's keyboard, Escape, focus return and outside-click behaviour, with
 * JavaScript and without. (A component's own behaviour is tested beside it in
 * src/components/<Name>/: the carousels' rotation and reduced motion, the
 * faculty details' Escape, the announcement's backdrop, the header menu's
 * keyboard use. The enquiry modal's focus handling is in enquiry.spec.ts.)
 */
import { homeAnnouncement, homeAnnouncementShown } from './dated-content.ts';
import { expect, test, type Page } from '@playwright/test';
import { HELD_SCRIPTS, holdScript, ISLAND_RUNTIME } from '../held-scripts.ts';
import { openDepartments } from '../../src/components/FacultyDirectory/faculty-directory-steps.ts';
import { words as explorerWords } from '../../src/components/ProgrammeExplorer/ProgrammeExplorer.words.ts';
import { words as siteSearchWords } from '../../src/components/SiteSearch/SiteSearch.words.ts';
import { words as enquiryFormWords } from '../../src/components/EnquiryForm/EnquiryForm.words.ts';

const searchWords = siteSearchWords.en;

/** React's renderer and the islands' own modules, as Astro names them under /_astro/. */
const FRAMEWORK =
  /\/_astro\/(client|react|jsx-runtime|HeaderMenus|EnquiryModal|EnquiryForm|Announcement|CloseDetailsOnEscape|Carousel|ProgrammeExplorer)\.[\w-]+\.js$/;

const dismissAnnouncement = (page: Page) => page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));

function watchFramework(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (FRAMEWORK.test(path)) requested.push(path);
  });
  return requested;
}

test.describe('first view', () => {
  test('a page with only the frame loads no framework code until the visitor reaches for an island', async ({ page }) => {
    const requested = watchFramework(page);
    await page.goto('/fee-structure', { waitUntil: 'networkidle' });
    await expect(page.locator('astro-island')).not.toHaveCount(0);
    expect(requested).toEqual([]);
    // Pointing at the header is reaching for its menus.
    await page.getByRole('navigation', { name: 'Main' }).hover();
    await expect.poll(() => requested.some((path) => path.includes('/HeaderMenus.'))).toBe(true);
    expect(requested.some((path) => path.includes('/client.'))).toBe(true);
    await expect(page.locator('.nav-toggle[data-ready]')).toBeAttached();
  });

  test('left alone, a page fetches the island runtime only once it has loaded and its first paint is on the screen', async ({ page }) => {
    await page.goto('/hi/iqac');
    const runtimeRequested = () =>
      page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/_astro\/islands\.[^/]+\.js$/.test(entry.name))?.startTime);
    await expect.poll(runtimeRequested).toBeGreaterThan(0);
    const runtime = (await runtimeRequested())!;
    const { load, firstPaint } = await page.evaluate(() => ({
      load: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    }));
    expect(runtime).toBeGreaterThan(load);
    expect(runtime).toBeGreaterThan(firstPaint);
  });
});

/** Each control the platform answers, tapped while a script it could use is held back: its island is not there yet. */
test.describe('controls answer a tap before their island has hydrated, and keep their state when it does', () => {
  for (const [when, held] of HELD_SCRIPTS) {
    test(`the phone Menu, and a branch in it, opened ${when}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await dismissAnnouncement(page);
      const release = await holdScript(page, held);
      await page.goto('/page-under-development');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = page.locator('#site-nav');
      await toggle.click();
      await expect(nav).toBeVisible();
      const branch = nav.locator('details[data-menu-level="1"]').first();
      await branch.locator(':scope > summary').click();
      await expect(branch).toHaveJSProperty('open', true);
      await expect(page.locator('.nav-toggle[data-ready]')).toHaveCount(0);
      release();
      await expect(page.locator('.nav-toggle[data-ready]')).toBeAttached();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await expect(branch).toHaveJSProperty('open', true);
      // The island now follows the browser's popover: Escape closes the branch, then the menu.
      await page.keyboard.press('Escape');
      await expect(branch).toHaveJSProperty('open', false);
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test(`Search, opened and typed in ${when}, shows the results once its island is there`, async ({ page }) => {
      await dismissAnnouncement(page);
      const release = await holdScript(page, held);
      await page.goto('/fee-structure');
      const query = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await page.locator('.site-header').getByRole('button', { name: searchWords.search }).click();
      const dialog = page.getByRole('dialog', { name: searchWords.title });
      await expect(dialog).toBeVisible();
      const box = dialog.getByRole('searchbox');
      await expect(box).toBeFocused();
      await box.pressSequentially(query);
      await expect(dialog.locator('.site-search__results > li')).toHaveCount(0);
      release();
      await expect(dialog.getByRole('status')).toContainText(`“${query}”`);
      await expect(dialog.locator('.site-search__results > li').first()).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(box).toHaveValue(query);
    });

    test(`the enquiry button opens the form ${when}, which keeps what was typed when its island arrives`, async ({ page }) => {
      await dismissAnnouncement(page);
      const release = await holdScript(page, held);
      await page.goto('/page-under-development');
      await page.getByRole('button', { name: 'Admission Enquiry' }).click();
      const dialog = page.getByRole('dialog', { name: 'Admission Enquiry' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Full name').fill('A');
      release();
      await expect(dialog.locator('form[data-ready]')).toBeAttached();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Full name')).toHaveValue('A');
    });
  }

  test('the search key opens Search while React loads, and the words typed then are searched once its island is there', async ({ page }) => {
    await dismissAnnouncement(page);
    const release = await holdScript(page);
    await page.goto('/fee-structure');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: searchWords.title });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();
    const query = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await box.pressSequentially(query);
    await expect(page.locator('.site-search[data-ready]')).toHaveCount(0);
    release();
    await expect(dialog.getByRole('status')).toContainText(`“${query}”`);
    await expect(dialog).toBeVisible();
    await expect(box).toHaveValue(query);
  });

  test('the main menu on a desktop: a branch opened while React loads stays open when its island hydrates', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await dismissAnnouncement(page);
    const release = await holdScript(page);
    await page.goto('/page-under-development');
    const branch = page.locator('#site-nav details[data-menu-level="1"]').first();
    await branch.locator(':scope > summary').click();
    await expect(branch.locator(':scope > ul')).toBeVisible();
    release();
    await expect(page.locator('.nav-toggle[data-ready]')).toBeAttached();
    await expect(branch.locator(':scope > ul')).toBeVisible();
  });

  test("a click on a modal's backdrop closes it before its island is there", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await dismissAnnouncement(page);
    await holdScript(page, ISLAND_RUNTIME);
    await page.goto('/page-under-development');
    const trigger = page.getByRole('button', { name: 'Admission Enquiry' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Admission Enquiry' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 450);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the home announcement, open on load, stays open with focus inside when its island hydrates', async ({ page, request }) => {
    const release = await holdScript(page);
    await page.goto('/');
    if ((await homeAnnouncementShown(request)) !== 'dialog') {
      // Once its event has passed it is a notice on the page, with no island to hydrate.
      await expect(page.locator('dialog.announcement')).toHaveCount(0);
      release();
      return;
    }
    const dialog = page.getByRole('dialog', { name: homeAnnouncement().title });
    await expect(dialog).toBeVisible();
    // Keyboard focus moving inside is reaching for it; its script is held back.
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.closest('dialog.announcement') !== null);
    expect(await focused()).toBe(true);
    release();
    await expect(page.locator('dialog.announcement[data-ready]')).toBeAttached();
    await expect(dialog).toBeVisible();
    expect(await focused()).toBe(true);
  });

  test("a faculty card opened while React loads stays open when the cards' island hydrates", async ({ page }) => {
    const release = await holdScript(page);
    await page.goto('/school-of-pharmacy');
    await openDepartments(page);
    const card = page.locator('details.faculty-card__more').first();
    await card.locator(':scope > summary').click();
    await expect(card).toHaveJSProperty('open', true);
    release();
    await expect(page.locator('[data-ready] details.faculty-card__more').first()).toBeAttached();
    await expect(card).toHaveJSProperty('open', true);
  });
});

test.describe('a click while an island loads is not lost', () => {
  test('the search key, pressed before the island runtime is there, opens the search', async ({ page }) => {
    const release = await holdScript(page, ISLAND_RUNTIME);
    await page.goto('/page-under-development');
    await page.keyboard.press('/');
    release();
    await expect(page.getByRole('dialog', { name: siteSearchWords.en.title })).toBeVisible();
  });

  test("the enquiry form's Submit, tapped while the island loads, is answered by the browser's own checks: nothing is posted, what was typed stays", async ({
    page,
  }) => {
    const release = await holdScript(page);
    await page.goto('/page-under-development');
    await page.getByRole('button', { name: 'Admission Enquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admission Enquiry' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await dialog.getByLabel('Full name').fill('A');
    await dialog.getByRole('button', { name: enquiryFormWords.en.submit }).click();
    // The form's own HTML rules (required fields) stop the post before any script is there.
    expect(await dialog.locator('input:invalid, select:invalid, textarea:invalid').count()).toBeGreaterThan(0);
    release();
    await expect(dialog.locator('[data-ready]').first()).toBeAttached();
    await expect(dialog.getByLabel('Full name')).toHaveValue('A');
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/page-under-development');
  });

  test('the programme explorer: a level chosen while it loads filters the table once it is ready', async ({ page }) => {
    const t = explorerWords.en;
    const requested = watchFramework(page);
    await page.goto('/programmes', { waitUntil: 'networkidle' });
    // The table is there at first view; its script is not.
    expect(requested).toEqual([]);
    const rows = page.locator('[data-explorer-rows] tr');
    const all = await rows.count();
    const release = await holdScript(page);
    const level = page.getByLabel(t.level, { exact: true });
    const chosen = await level.locator('option').nth(1).getAttribute('value');
    await level.focus();
    await level.selectOption(chosen!);
    await expect(rows).toHaveCount(all);
    release();
    await expect(page.locator('[data-explorer-controls][data-ready]')).toBeAttached();
    await expect.poll(async () => new Set(await rows.evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.level)))).toEqual(new Set([chosen]));
    const left = await rows.count();
    expect(left).toBeLessThan(all);
    await expect(page.getByRole('status')).toHaveText(t.showingSome(left, all));
  });
});

test.describe('the home announcement', () => {
  test('opens on load without the framework, which arrives only when the visitor reaches for it', async ({ page, request }) => {
    const requested = watchFramework(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    if ((await homeAnnouncementShown(request)) !== 'dialog') {
      // Once its event has passed it is a notice on the page: nothing opens, and no script is fetched for it.
      await expect(page.locator('dialog.announcement')).toHaveCount(0);
      expect(requested.filter((path) => path.includes('/Announcement.'))).toEqual([]);
      return;
    }
    const dialog = page.getByRole('dialog', { name: 'TechIdea 2025' });
    await expect(dialog).toBeVisible();
    expect(requested.filter((path) => path.includes('/Announcement.'))).toEqual([]);
    // Keyboard focus moving inside is reaching for it.
    await page.keyboard.press('Tab');
    await expect(page.locator('dialog.announcement[data-ready]')).toBeAttached();
    expect(requested.some((path) => path.includes('/Announcement.'))).toBe(true);
  });
});

test.describe('the enquiry modal', () => {
  test('a click on the backdrop closes it and focus returns to the button that opened it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await dismissAnnouncement(page);
    await page.goto('/page-under-development');
    const trigger = page.getByRole('button', { name: 'Admission Enquiry' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Admission Enquiry' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('form[data-ready]')).toBeAttached();
    await page.mouse.click(10, 450);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
