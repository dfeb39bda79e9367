/**
 * The floating action buttons never hide a control: on every built page, at
 * phone and desktop widths, nothing in the first view lies under a shown
 * floating button, and scrolled to the bottom no link, button, form control
 * or visible text does. On phones the buttons form one compact row.
 */
import { expect, test, type Page } from '@playwright/test';
import { builtPages } from './built-site';

const WIDTHS = [375, 1280];
// Every page in the frame, error pages too; the component gallery shows components as examples, without the frame.
const pages = builtPages({ includeErrorPages: true }).filter(({ route }) => !route.startsWith('/gallery'));

/** Opens a page with no dialog over it, at its top. */
async function openAtTop(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(route);
  await page.evaluate(() => document.querySelectorAll<HTMLDialogElement>('dialog[open]').forEach((dialog) => dialog.close()));
}

/** Scrolls the open page to its very end. */
async function scrollToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.scrollingElement!;
        window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
        return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
      }),
    )
    .toBe(true);
}

/** What lies under the shown floating buttons and is painted there: "link "Site map" under "Call admissions"". */
function contentUnderFloatingActions(): string[] {
  const bar = document.querySelector('.floating-actions');
  if (!bar) return ['the page has no floating actions'];
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const buttons = [...bar.querySelectorAll('a, button')]
    .filter(shown)
    .map((el) => ({ name: el.textContent!.trim().replace(/\s+/g, ' '), box: el.getBoundingClientRect() }));
  const overlap = (r: DOMRect, b: DOMRect) => {
    const left = Math.max(r.left, b.left),
      right = Math.min(r.right, b.right);
    const top = Math.max(r.top, b.top),
      bottom = Math.min(r.bottom, b.bottom);
    return right > left && bottom > top ? { left, right, top, bottom } : null;
  };
  // Hit-testing, not boxes alone: content clipped away, hidden or off-screen is not under anything.
  const paintedIn = (el: Element, area: { left: number; right: number; top: number; bottom: number }) =>
    [0.5, 0.1, 0.9].some((fx) =>
      [0.5, 0.1, 0.9].some((fy) =>
        document
          .elementsFromPoint(area.left + (area.right - area.left) * fx, area.top + (area.bottom - area.top) * fy)
          .some((hit) => el === hit || el.contains(hit)),
      ),
    );
  const found = new Set<string>();
  const check = (what: string, el: Element, rects: Iterable<DOMRect>) => {
    for (const rect of rects) {
      for (const button of buttons) {
        const area = overlap(rect, button.box);
        if (area && paintedIn(el, area)) found.add(`${what} under "${button.name}"`);
      }
    }
  };
  const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  for (const el of document.querySelectorAll(controls)) {
    if (bar.contains(el)) continue;
    check(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`, el, el.getClientRects());
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || bar.contains(parent) || !node.textContent!.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    check(`text "${node.textContent!.trim().replace(/\s+/g, ' ').slice(0, 60)}"`, parent, range.getClientRects());
  }
  return [...found];
}

for (const { route } of pages) {
  for (const width of WIDTHS) {
    test(`${route} at ${width}px: nothing in the first view or at the end of the page lies under a floating button`, async ({ page }) => {
      await openAtTop(page, route, width);
      expect(await page.evaluate(contentUnderFloatingActions), 'first view').toEqual([]);
      await scrollToEnd(page);
      expect(await page.evaluate(contentUnderFloatingActions), 'end of the page').toEqual([]);
      // At the end of a page that scrolls the buttons are shown (not merely hidden everywhere).
      const scrolls = await page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight + 200);
      if (scrolls) await expect(page.locator('.floating-actions a').last()).toBeVisible();
    });
  }
}

// A page that shows every floating button: the chat link is there only where a page asks for it.
const withChat = pages.find(({ html }) => html.includes('floating-actions__button--chat'));

test('a built page shows the chat link among the floating buttons', () => {
  expect(withChat, 'no built page shows the floating chat link').toBeDefined();
});

test('on a phone the floating buttons form one row that takes a small share of the screen', async ({ page }) => {
  const viewport = { width: 375, height: 800 };
  await page.setViewportSize(viewport);
  await page.goto(withChat!.route);
  // The row shows once the page is scrolled a little.
  await page.mouse.wheel(0, 400);
  const buttons = page.locator('.floating-actions').getByRole('link');
  await expect(buttons.last()).toBeVisible();
  await expect(buttons).toHaveCount(2);
  const boxes = (await Promise.all((await buttons.all()).map((b) => b.boundingBox()))).map((box) => box!);
  // One row: the buttons share their vertical middle, and each stays a comfortable touch target.
  for (const box of boxes) {
    expect(Math.abs(box.y + box.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2))).toBeLessThanOrEqual(1);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  const area = boxes.reduce((sum, box) => sum + box.width * box.height, 0);
  expect(area / (viewport.width * viewport.height)).toBeLessThan(0.05);
  const row = page.locator('.floating-actions');
  expect((await row.boundingBox())!.width).toBeLessThan(viewport.width * 0.6);
  // Each button still says what it does: a visible label or, for an icon, an accessible name.
  for (const button of await buttons.all()) await expect(button).toHaveAccessibleName(/\w{3,}/);
});
