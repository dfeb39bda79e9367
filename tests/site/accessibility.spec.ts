/**
 * Every built page answers 200 from the production server and axe-core finds
 * no WCAG 2.2 AA violation on it, at phone and desktop widths.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages } from './built-site';
import { homeAnnouncementShown } from '../e2e/dated-content';
import { LANGS, LANGUAGES, routeIn } from '../../src/lib/i18n';
import { wordsOf } from '../../src/i18n';

const notFoundStrings = wordsOf('notFound');

const WIDTHS = [375, 1280];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const { route } of builtPages()) {
  test(`${route} answers 200 with no accessibility violations at ${WIDTHS.join(' and ')} px`, async ({ page, context }) => {
    // The home page's announcement opens once per session; check the page beneath it too.
    await context.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // One load, then each width in turn: the layout follows the viewport as it would on a turned phone.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const violations = results.violations.map(
        (v) =>
          `${v.id}: ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(', ')}`,
      );
      expect(violations, `at ${width} px`).toEqual([]);
    }
  });
}

for (const home of LANGS.map((lang) => routeIn(lang, '/'))) {
  test(`the announcement itself (a dialog, or a notice once its event has passed) has no accessibility violations on ${home}`, async ({ page, request }) => {
    await page.goto(home);
    const shown = await homeAnnouncementShown(request);
    if (shown === 'none') return expect(page.locator('dialog.announcement, [data-announcement-notice]')).toHaveCount(0);
    const announcement = shown === 'dialog' ? 'dialog.announcement' : '[data-announcement-notice]';
    await expect(page.locator(announcement)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(TAGS).include(announcement).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
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
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}
