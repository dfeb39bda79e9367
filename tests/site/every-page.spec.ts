/**
 * The whole-site crawl: every built page answers 200 from the production
 * server, and at phone and desktop widths axe-core finds no WCAG 2.2 AA
 * violation on it, the browser refuses none of its styles or scripts under
 * the content security policy, and nothing in its first view or at its end
 * lies under a shown floating button; at desktop width its prose runs to
 * about 70 characters a line, and at 320 px with text at 200 % it reflows
 * without scrolling sideways (tests/site/reflow.ts). Each page loads once; the layout then follows the
 * viewport as it would on a turned phone. The shared `visitor` page visits
 * every route in turn: a fresh page for each of two hundred routes spent a
 * second each on setting up, a quarter of the crawl.
 */
import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from '../visitor.ts';
import { axeViolations } from './axe.ts';
import { builtPages } from '../../server/built-site.ts';
import { comparedGalleryPages } from './compared-gallery-pages.ts';
import { contentUnderFloatingActions, painted, scrollToEnd } from './floating-actions.ts';
import { LONGEST_PROSE_LINE, proseLinesLongerThan } from './prose-measure.ts';
import { expectReflows, REFLOW_WIDTH } from './reflow.ts';
import { LANGS } from '../../src/lib/languages.ts';

test.use({ announcementSeen: true, axeInEveryPage: true });

// The gallery pages of components drawn with fixed sample values; the others draw content the site's own pages show.
const galleryPages = new Set(comparedGalleryPages().map(({ route }) => route));
const CRAWLED = builtPages({ kinds: ['page', 'error', 'gallery'] }).filter(({ route, kind }) => kind !== 'gallery' || galleryPages.has(route));

const PHONE = 375;
const DESKTOP = 1280;

test('the crawl covers both languages', () => {
  const langs = new Set(CRAWLED.map(({ lang }) => lang));
  expect([...langs].sort()).toEqual([...LANGS].sort());
});

// Error pages are crawled as files too (the server sends them for missing paths); the component gallery shows
// components as examples, without the frame and its floating buttons.
for (const { route, kind } of CRAWLED) {
  const isErrorPage = kind === 'error';
  const inFrame = kind !== 'gallery';
  test(`${route}: ${isErrorPage ? '' : 'answers 200, '}no accessibility violations, nothing refused by the security policy and nothing under a floating button at ${PHONE} and ${DESKTOP} px${inFrame ? `, reflows at ${REFLOW_WIDTH} px` : ''}`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: PHONE, height: 800 });
    const refused: string[] = [];
    const noteRefusal = (message: ConsoleMessage) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
    };
    page.on('console', noteRefusal);
    const response = await page.goto(route);
    if (!isErrorPage) expect(response?.status()).toBe(200);
    await painted(page);
    page.off('console', noteRefusal);
    expect(refused, 'what the content security policy refused').toEqual([]);
    // The first view at each width before any scrolling.
    if (inFrame) expect(await page.evaluate(contentUnderFloatingActions), `first view at ${PHONE} px`).toEqual([]);
    for (const width of [DESKTOP, PHONE]) {
      await page.setViewportSize({ width, height: 800 });
      await painted(page);
      if (inFrame && width === DESKTOP) expect(await page.evaluate(contentUnderFloatingActions), `first view at ${width} px`).toEqual([]);
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);
      if (width === DESKTOP) expect(await page.evaluate(proseLinesLongerThan, LONGEST_PROSE_LINE), `prose lines at ${width} px`).toEqual([]);
      if (!inFrame) continue;
      await scrollToEnd(page);
      await painted(page);
      expect(await page.evaluate(contentUnderFloatingActions), `end of the page at ${width} px`).toEqual([]);
      // At the end of a page that scrolls the buttons are shown (not merely hidden everywhere).
      const scrolls = await page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight + 200);
      if (scrolls) await expect(page.locator('.floating-actions a').last()).toBeVisible();
    }
    // Last, as it changes the text size: the component gallery shows components without the frame and is left out.
    if (inFrame) await expectReflows(page, route);
  });
}
