/**
 * Site search in Chromium against the built site: the Search button opens a
 * modal dialog (also on "/"), the Pagefind library loads only then, results
 * show title, section and excerpt, the keyboard alone works it, focus stays
 * inside and returns on Escape; without JavaScript Search leads to the site map.
 *
 * Ranking: "fee" must find /fee-structure first, and a pharmacy faculty
 * member's name must find /school-of-pharmacy among its results. In Hindi,
 * every spelling the glossary rules out on pages (and its other search words)
 * finds the page the glossary says the term is about first, with and without
 * the nukta, and the dialog's sentences end with the danda.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseYaml } from '../../content-io/yaml.ts';
import { axeViolations } from '../../../tests/site/axe.ts';
import { pageData, readData } from '../../../tests/content.ts';
import { langOfRoute, routeIn } from '../../lib/languages.ts';
import { words as strings } from './SiteSearch.words.ts';

/** The name, without the honorific, of the first person with a pharmacy faculty profile (shown on /school-of-pharmacy). */
function pharmacyFacultyName(): string | null {
  const dir = 'src/content/data/people';
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const teacher = files.map((f) => parseYaml(readFileSync(join(dir, f), 'utf8'))).find((person) => person?.profile);
  return teacher ? String(teacher.name).trim() || null : null;
}

interface Expectation {
  query: string;
  route: string;
  title: string | RegExp;
  section: string;
  /** The page must be the first result (else: among the results). */
  first: boolean;
}

const facultyName = pharmacyFacultyName();
if (!facultyName) throw new Error('no person with a pharmacy faculty profile found in src/content/data/people');
const FEE: Expectation = { query: 'fee structure', route: '/fee-structure', title: /Fee/, section: 'Admissions', first: true };
const FACULTY: Expectation = { query: facultyName, route: '/school-of-pharmacy', title: /Pharmacy/, section: 'Academics', first: false };

const dismissAnnouncement = (page: Page) => page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));
const searchButton = (page: Page) => page.locator('.site-header').getByRole('button', { name: 'Search' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the website' });
const input = (page: Page) => dialog(page).getByRole('searchbox');
const results = (page: Page) => dialog(page).locator('.site-search__results > li');

async function search(page: Page, query: string) {
  await input(page).fill(query);
  // Wait for this query's answer, not an earlier one's still on screen (its late results would replace the list).
  await expect(dialog(page).getByRole('status')).toContainText(`“${query}”`);
}

async function expectResult(page: Page, expected: Expectation) {
  await search(page, expected.query);
  const result = expected.first ? results(page).first() : results(page).filter({ has: page.locator(`a[href="${expected.route}"]`) });
  const link = result.getByRole('link');
  await expect(link).toHaveAttribute('href', expected.route);
  await expect(link).toHaveText(expected.title);
  await expect(result.locator('.site-search-result__section')).toHaveText(`in ${expected.section}`);
  await expect(result.locator('.site-search-result__excerpt mark').first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await dismissAnnouncement(page);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(`searching "${FEE.query}" finds ${FEE.route} first, with its title, section and an excerpt`, async ({ page }) => {
    await page.goto('/sitemap');
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expectResult(page, FEE);
  });

  test(`searching "${FACULTY.query}" finds ${FACULTY.route}`, async ({ page }) => {
    await page.goto('/sitemap');
    await searchButton(page).click();
    await expectResult(page, FACULTY);
  });

  test('results point at content: the frame around it is not indexed', async ({ page }) => {
    await page.goto('/');
    await searchButton(page).click();
    // These words appear only in the frame's portal links.
    for (const query of ['SWAYAM']) {
      await search(page, query);
      await expect(results(page)).toHaveCount(0);
      await expect(dialog(page).getByRole('status')).toHaveText(`No pages match “${query}”. Try other words, or browse the site map.`);
    }
  });

  test('excerpts quote what the page shows, not the words only screen readers hear', async ({ page }) => {
    await page.goto('/');
    await searchButton(page).click();
    // The scholarship page's "Scheme details" links open other sites in a new tab and say so to screen readers.
    await search(page, 'scheme details');
    await expect(results(page).first()).toBeVisible();
    for (const excerpt of await results(page).locator('.site-search-result__excerpt').allInnerTexts()) {
      expect(excerpt).not.toContain('opens in a new tab');
    }
  });

  test('loads the search library only when the dialog first opens', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await searchButton(page).click();
    await expect.poll(() => requests.includes('/pagefind/pagefind.js')).toBe(true);
  });

  test('works from the keyboard alone: "/" opens, arrows and Enter reach results, focus stays inside, Escape closes', async ({ page }) => {
    await page.goto('/sitemap');
    const someLink = page.getByRole('main').getByRole('link').first();
    await someLink.focus();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();

    // Typing "/" in the box types it; it does not reopen or close anything.
    await page.keyboard.type('a/b');
    await expect(input(page)).toHaveValue('a/b');

    await search(page, FEE.query);
    await page.keyboard.press('ArrowDown');
    await expect(results(page).first().getByRole('link')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(results(page).first().getByRole('link')).toBeFocused();

    // Tab and Shift+Tab cycle inside the dialog.
    for (const key of [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(someLink).toBeFocused();

    // Opened with the button, closing returns focus to the button.
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('a result link opens its page', async ({ page }) => {
    await page.goto('/sitemap');
    await page.keyboard.press('/');
    await search(page, FEE.query);
    await results(page).first().getByRole('link').press('Enter');
    await expect(page).toHaveURL(new RegExp(`${FEE.route}$`));
    await expect(dialog(page)).toBeHidden();
  });

  test('the open dialog with results has no accessibility violations', async ({ page }) => {
    await page.goto('/sitemap');
    await searchButton(page).click();
    await search(page, FEE.query);
    expect(await axeViolations(page, '.site-search__dialog')).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the dialog fills the screen and closes with its close button', async ({ page }) => {
    await page.goto('/sitemap');
    await searchButton(page).click();
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
    await expectResult(page, FEE);
    await dialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('Search leads to the site map, which links the pages by section', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('.site-header').getByRole('link', { name: /^Search/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Map');
    for (const section of ['About', 'Admissions', 'Examination']) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
  });
});

test.describe('in Hindi', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const t = strings.hi;
  const hindiPage = routeIn('hi', '/fee-structure');
  /** A word of the Hindi page's own title, as its editor wrote it. */
  const hindiWord = String(pageData(hindiPage.slice(1)).title).split(/\s+/)[0]!;
  const hindiDialog = (page: Page) => page.getByRole('dialog', { name: t.title });

  test('a Hindi query on a Hindi page finds Hindi pages, with Hindi words around them; Escape returns focus', async ({ page }) => {
    await page.goto(hindiPage);
    const button = page.locator('.site-header').getByRole('button', { name: t.search });
    await button.click();
    await expect(hindiDialog(page)).toBeVisible();
    await hindiDialog(page).getByRole('searchbox').fill(hindiWord);
    await expect(hindiDialog(page).getByRole('status')).toContainText(`“${hindiWord}”`);
    const links = hindiDialog(page).locator('.site-search__results > li > a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toContain(hindiPage);
    expect(hrefs.filter((href) => langOfRoute(href) !== 'hi')).toEqual([]);
    await expect(hindiDialog(page).locator('.site-search-result__section').first()).toContainText(t.inSection.trim());
    await page.keyboard.press('Escape');
    await expect(hindiDialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  /** The glossary's terms that name the page about them, with the spellings people type instead. */
  const terms = (readData('glossary/hi.yaml') as { terms: { en: string; avoid?: string[]; search?: string[]; page?: string }[] }).terms.filter(
    (term) => term.page,
  );
  const typed = (term: (typeof terms)[number]) => {
    const words = [...(term.avoid ?? []), ...(term.search ?? [])].filter((word) => /[\u0900-\u097F]/.test(word));
    return [...new Set(words.flatMap((word) => [word, word.normalize('NFD').replace(/\u093C/g, '')]))];
  };

  test("every one-word spelling the glossary rules out on pages finds the glossary's page for the word first (a spelling of several words, among the first three), and the dialog's sentences end with the danda", async ({
    page,
  }) => {
    expect(terms.map((term) => term.page)).toEqual(expect.arrayContaining(['/fee-structure', '/hostel-facilities', '/registrar-message']));
    await page.goto(routeIn('hi', '/'));
    await page.locator('.site-header').getByRole('button', { name: t.search }).click();
    const box = hindiDialog(page).getByRole('searchbox');
    const status = hindiDialog(page).getByRole('status');
    const links = hindiDialog(page).locator('.site-search__results > li > a');
    await expect(hindiDialog(page).locator('.site-search__hint')).toHaveText(new RegExp(`${t.fullStop}$`));
    const found: string[] = [];
    for (const term of terms) {
      for (const query of typed(term)) {
        await box.fill(query);
        await expect(status).toContainText(`“${query}”`);
        await expect(status).toHaveText(new RegExp(`${t.fullStop}$`));
        await expect(links.first()).toBeVisible();
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        // Pagefind weighs each word of a query on its own: a word of several (the कुल of a spaced कुलसचिव) can lead elsewhere too.
        const within = /\s/.test(query) ? 3 : 1;
        const place = hrefs.indexOf(routeIn('hi', term.page!)) + 1;
        // Soft: one run lists every spelling that leads elsewhere.
        expect.soft(place, `"${query}" (${term.en}): ${hrefs.slice(0, 3).join(', ')}`).toBeGreaterThan(0);
        expect.soft(place, `"${query}" (${term.en}): ${hrefs.slice(0, 3).join(', ')}`).toBeLessThanOrEqual(within);
        found.push(`${query} → ${term.page} (#${place})`);
      }
    }
    console.log(`${found.length} spellings:\n${found.join('\n')}`);
  });

  test('a query on an English page finds English pages only', async ({ page }) => {
    await page.goto('/fee-structure');
    await searchButton(page).click();
    await search(page, FEE.query);
    const hrefs = await results(page)
      .locator(':scope > a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => langOfRoute(href) !== 'en')).toEqual([]);
  });

  test('without JavaScript, Search on a Hindi page leads to the site map', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(hindiPage);
    await page
      .locator('.site-header')
      .getByRole('link', { name: new RegExp(`^${t.search}`) })
      .click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await context.close();
  });
});
