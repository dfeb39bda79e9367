/**
 * Reflow (WCAG 1.4.10) on the open page: at 320 px with text at 200 % the
 * page must not scroll sideways and the frame's controls must stay in the
 * window. Used by the whole-site crawl and by the thank-you receipt's test.
 */
import { expect, type Page } from '@playwright/test';

export const REFLOW_WIDTH = 320;

export async function expectReflows(page: Page, route: string) {
  await page.setViewportSize({ width: REFLOW_WIDTH, height: 800 });
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
  }, REFLOW_WIDTH);
  expect(wider.scrollWidth, `${route} at ${REFLOW_WIDTH} px with 200 % text is wider than the window: ${wider.past.join(', ')}`).toBeLessThanOrEqual(
    REFLOW_WIDTH,
  );
  for (const control of [page.locator('.nav-toggle'), page.locator('.site-header .enquiry-button').filter({ visible: true })]) {
    const box = (await control.boundingBox())!;
    expect(box.x, route).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, route).toBeLessThanOrEqual(REFLOW_WIDTH);
  }
}
