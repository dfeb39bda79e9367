/**
 * The call button and the chat link never lie over the page: on wide screens
 * they float in the margin beside the page's column, on narrow ones they sit
 * in a row of their own at the end of the page. Long pages are scrolled step
 * by step and, at every position, nothing readable or interactive may lie
 * under a shown button. The whole-site crawl (tests/site/every-page.spec.ts) checks
 * every page's first view and end.
 */
import { parse } from 'node-html-parser';
import { expect, test } from '../../../tests/visitor.ts';
import { builtPages } from '../../../server/built-site.ts';
import { contentUnderFloatingActions, painted } from '../../../tests/site/floating-actions.ts';
import { langOfRoute, routeIn } from '../../lib/languages.ts';

test.use({ announcementSeen: true });

// Every page in the frame; the component gallery shows components as examples, without the frame.
const pages = builtPages({ kinds: ['page', 'error'] });

// A page that shows every floating button: the chat link is there only where a page asks for it.
const withChat = pages.find(({ html }) => html.includes('floating-actions__button--chat'));

/** How much text a built page's main part holds: the longest pages are the ones scrolled the furthest. */
const textLength = (html: string) => parse(html).querySelector('main')?.textContent.length ?? 0;
const longest = (hindi: boolean) =>
  pages.filter(({ route }) => !route.endsWith('.html') && (langOfRoute(route) === 'hi') === hindi).sort((a, b) => textLength(b.html) - textLength(a.html))[0]!
    .route;

// Long pages of different templates (fees, a school with side menus, a Hindi policy), the page with the chat link,
// and the longest page in each language, whatever the content makes it.
const longPages = [...new Set(['/fee-structure', '/school-of-pharmacy', routeIn('hi', '/anti-ragging'), withChat!.route, longest(false), longest(true)])];

test('a built page shows the chat link among the floating buttons', () => {
  expect(withChat, 'no built page shows the floating chat link').toBeDefined();
});

const WIDE = 1280;
for (const route of longPages) {
  for (const width of [375, WIDE]) {
    test(`${route} at ${width} px: scrolled step by step, nothing readable or interactive lies under the call and chat buttons`, async ({ visitor: page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route);
      const buttons = page.locator('.floating-actions a');
      const inWindow = async () =>
        (await Promise.all((await buttons.all()).map((b) => b.boundingBox()))).every((box) => box && box.y >= 0 && box.y + box.height <= 800);
      let steps = 0;
      for (;;) {
        await painted(page);
        expect(await page.evaluate(contentUnderFloatingActions), `scrolled to ${await page.evaluate(() => window.scrollY)} px`).toEqual([]);
        // On a wide screen the buttons stay at hand in the margin at every position, so covering nothing is not bought by hiding.
        if (width === WIDE) expect(await inWindow(), `the buttons are in the window at ${await page.evaluate(() => window.scrollY)} px`).toBe(true);
        const atEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.scrollingElement!.scrollHeight);
        if (atEnd) break;
        // A third of the window at a time: every line passes the buttons' height several times over.
        await page.evaluate(() => window.scrollBy({ top: Math.round(window.innerHeight / 3), behavior: 'instant' }));
        steps++;
      }
      expect(steps, 'the page is long enough to scroll').toBeGreaterThan(3);
      // The buttons are shown in either layout: in the margin, or in their row at the end of the page.
      for (const button of await buttons.all()) {
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport();
      }
    });
  }
}

test('on a phone the call and chat buttons are comfortable touch targets that say what they do', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(withChat!.route);
  const buttons = page.locator('.floating-actions').getByRole('link');
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) {
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Each says what it does in words on the screen, not only in an icon.
    await expect(button).toHaveAccessibleName(/\w{3,}/);
    expect((await button.locator('.floating-actions__label').innerText()).length).toBeGreaterThan(3);
  }
});

test('on a wide screen the call and chat buttons are named round buttons in the margin beside the page’s column', async ({ visitor: page }) => {
  await page.setViewportSize({ width: WIDE, height: 800 });
  await page.goto(withChat!.route);
  const column = (await page.locator('main .page-width').first().boundingBox())!;
  const buttons = page.locator('.floating-actions').getByRole('link');
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    // Clear of the column's text, within the window.
    expect(box.x).toBeGreaterThanOrEqual(column.x + column.width - 16);
    expect(box.x + box.width).toBeLessThanOrEqual(WIDE);
    await expect(button).toHaveAccessibleName(/\w{3,}/);
  }
});
