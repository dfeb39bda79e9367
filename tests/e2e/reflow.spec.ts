/**
 * Reflow (WCAG 1.4.10): at 320 px with text at 200 % no page scrolls
 * sideways and the frame's controls stay in the window. Every built page in
 * both languages is checked, so every template and every page's own content
 * (a long Hindi word in a table, a deep list) is held to it, and the
 * thank-you pages as the server shows them after an enquiry.
 */
import { expect, test } from '../visitor';
import { builtPages } from '../site/built-site';
import { thankYou } from '../../src/lib/enquiry/shared/response';
import { LANGS } from '../../src/lib/i18n';

test.use({ announcementSeen: true });

const WIDTH = 320;

// Every page in the frame, error pages included; the component gallery shows components without it.
const routes = [
  ...builtPages({ includeErrorPages: true })
    .map(({ route }) => route)
    .filter((route) => !route.startsWith('/gallery')),
  // The receipt the built thank-you page holds hidden, shown.
  ...LANGS.map((lang) => thankYou(lang, 'ABCD-1234')),
];

test('the pages checked cover both languages', () => {
  expect(routes.some((route) => route.startsWith('/hi'))).toBe(true);
  expect(routes.some((route) => !route.startsWith('/hi'))).toBe(true);
});

for (const route of routes) {
  test(`${route} at ${WIDTH} px with 200 % text reflows: nothing scrolls sideways, the frame's controls stay in the window`, async ({ visitor: page }) => {
    await page.setViewportSize({ width: WIDTH, height: 800 });
    await page.goto(route);
    // Text at 200 %: the root size doubles, as a browser's text-size setting does (rem-based styles follow it).
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
    const wider = await page.evaluate((width) => {
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth <= width) return { scrollWidth, past: [] };
      // For the message: the outermost elements that reach past the window's right edge (inside a scrolling box they may).
      const scrollsInside = (el: Element) => {
        for (let p = el.parentElement; p; p = p.parentElement) if (/auto|scroll|hidden|clip/.test(getComputedStyle(p).overflowX)) return true;
        return false;
      };
      const past = [...document.body.querySelectorAll('*')].filter(
        (el) =>
          el.getBoundingClientRect().right > width + 0.5 &&
          !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5) &&
          !scrollsInside(el),
      );
      return { scrollWidth, past: past.slice(0, 5).map((el) => el.outerHTML.slice(0, 120)) };
    }, WIDTH);
    expect(wider.scrollWidth, `wider than the window: ${wider.past.join(', ')}`).toBeLessThanOrEqual(WIDTH);
    for (const control of [page.locator('.nav-toggle'), page.locator('.site-header .enquiry-button')]) {
      const box = (await control.boundingBox())!;
      expect(box.x, route).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, route).toBeLessThanOrEqual(WIDTH);
    }
  });
}
