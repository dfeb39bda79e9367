/**
 * Moving between the languages in Chromium: the switch leads to the same
 * page in the other language and back; on a page with no Hindi version it
 * opens the page's note in Hindi, which leads to the Hindi home page; a
 * Hindi page's link to an English-only page opens at that note.
 */
import { existsSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { englishOnlyNote, LANGUAGES, routeIn } from '../../src/lib/languages.ts';
import { words as englishOnlyNoteWords } from '../../src/components/LanguageSwitch/EnglishOnlyNote.words.ts';

const noteWords = englishOnlyNoteWords.hi;

const ENGLISH_ONLY_NOTE = englishOnlyNote('hi');

const PAGES = 'src/content/pages';
const englishRoutes = readdirSync(PAGES)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''));
const hasHindi = (name: string) => existsSync(`${PAGES}${routeIn('hi', `/${name}`)}.mdx`);
const translated = englishRoutes.filter((name) => hasHindi(name) && name !== 'index' && !name.startsWith('thank-you'));
const englishOnly = englishRoutes.filter((name) => !hasHindi(name));
const switchLink = (page: import('@playwright/test').Page) => page.locator('.site-header .language-switch');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the switch leads to the same page in Hindi and back', async ({ page }) => {
      const route = `/${translated[0]}`;
      await page.goto(route);
      await expect(switchLink(page)).toBeVisible();
      await switchLink(page).click();
      await expect(page).toHaveURL(new RegExp(`${routeIn('hi', route)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES.hi.htmlLang);
      await expect(switchLink(page)).toHaveText(LANGUAGES.en.name);
      await switchLink(page).click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES.en.htmlLang);
    });
  });
}

// The note is for English pages not yet translated; while every page has its Hindi version there is none to visit.
for (const englishOnlyPage of englishOnly.slice(0, 1)) {
  test('on a page without a Hindi version the switch shows a note in Hindi that leads to the Hindi home page', async ({ page }) => {
    await page.goto(`/${englishOnlyPage}`);
    const note = page.locator(`#${ENGLISH_ONLY_NOTE}`);
    await expect(note).toBeHidden();
    await switchLink(page).click();
    await expect(page).toHaveURL(new RegExp(`#${ENGLISH_ONLY_NOTE}$`));
    await expect(note).toBeVisible();
    await expect(note).toContainText(noteWords.text);
    await note.getByRole('link', { name: noteWords.back }).click();
    await expect(page).toHaveURL(new RegExp(`${routeIn('hi', '/')}$`));
  });

  test('without JavaScript too: the note is plain HTML and CSS', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${englishOnlyPage}#${ENGLISH_ONLY_NOTE}`);
    await expect(page.locator(`#${ENGLISH_ONLY_NOTE}`)).toBeVisible();
    await context.close();
  });

  test("a Hindi page's link to an English-only page opens at the note", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(routeIn('hi', `/${translated[0]}`));
    const link = page.locator(`#site-nav a[href$="#${ENGLISH_ONLY_NOTE}"]`).first();
    const href = (await link.getAttribute('href'))!;
    await page.goto(href);
    await expect(page.locator(`#${ENGLISH_ONLY_NOTE}`)).toBeVisible();
  });
}
