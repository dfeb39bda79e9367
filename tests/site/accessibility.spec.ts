/**
 * Accessibility beyond the whole-site crawl (every-page.spec.ts): the home
 * page's announcement itself, and the not-found page the server sends for an
 * unknown path in each language.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { homeAnnouncementShown } from '../e2e/dated-content.ts';
import { LANGS, LANGUAGES, routeIn } from '../../src/lib/languages.ts';
import { words as notFoundStrings } from '../../src/components/NotFound/NotFound.words.ts';

for (const home of LANGS.map((lang) => routeIn(lang, '/'))) {
  test(`the announcement itself (a dialog, or a notice once its event has passed) has no accessibility violations on ${home}`, async ({ page, request }) => {
    await page.goto(home);
    const shown = await homeAnnouncementShown(request);
    if (shown === 'none') return expect(page.locator('dialog.announcement, [data-announcement-notice]')).toHaveCount(0);
    const announcement = shown === 'dialog' ? 'dialog.announcement' : '[data-announcement-notice]';
    await expect(page.locator(announcement)).toBeVisible();
    expect(await axeViolations(page, announcement)).toEqual([]);
  });
}

// The server picks the not-found page by the language of the missing path.
for (const lang of LANGS) {
  const t = notFoundStrings[lang];
  const missing = routeIn(lang, '/no-such-page-here');
  test(`an unknown path, ${missing}, answers 404 with the not-found page in its language, with no accessibility violations`, async ({ page }) => {
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES[lang].htmlLang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.text)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t.home })).toHaveAttribute('href', routeIn(lang, '/'));
    expect(await axeViolations(page)).toEqual([]);
  });
}
