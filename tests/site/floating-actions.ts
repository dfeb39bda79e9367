/**
 * What the floating action buttons may cover, measured in the open page:
 * the whole-site crawl (every-page.spec.ts) runs it on every page at each width.
 */
import { expect, type Page } from '@playwright/test';

/** Waits until the page has painted twice, so what is measured is what the window shows after a scroll or resize. */
export async function painted(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Scrolls the open page to its very end. */
export async function scrollToEnd(page: Page) {
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
export function contentUnderFloatingActions(): string[] {
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
