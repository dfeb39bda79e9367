/**
 * The wide breakpoint the specification gives for examination and gallery
 * pages: from --breakpoint-wide up, their long lists and picture grids gain a
 * column. The width is read from src/styles/tokens.css, where it is defined.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../visitor.ts';
import { parse } from 'node-html-parser';
import { builtPages } from '../../server/built-site.ts';

const WIDE = Number(/--breakpoint-wide:\s*(\d+)px/.exec(readFileSync('src/styles/tokens.css', 'utf8'))![1]);

// The pages that lay out by the wide breakpoint, found in the build: examination lists and the gallery grids.
const GRIDS = { '.document-list--wide': 'examination list', '.media-grid': 'picture grid' } as const;
const pages = builtPages().flatMap(({ route, html }) => {
  const doc = parse(html);
  return Object.entries(GRIDS)
    .filter(([selector]) => doc.querySelector(selector))
    .map(([selector, kind]) => ({ route, selector, kind }));
});

/** How many columns the first such list or grid lays out (a grid's tracks, or a multi-column list's columns), whatever its item count. */
async function columns(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((list) => {
      const style = getComputedStyle(list);
      if (style.display === 'grid') return style.gridTemplateColumns.split(' ').filter(Boolean).length;
      return style.columnCount === 'auto' ? 1 : Number(style.columnCount);
    });
}

test('examination and gallery pages use the wide breakpoint', () => {
  const routes = pages.map((p) => p.route);
  expect(routes).toContain('/examination-circulars');
  expect(routes).toContain('/question-papers');
  expect(routes).toContain('/media-coverage');
});

for (const { route, selector, kind } of pages) {
  test(`${route}: the ${kind} gains a column at ${WIDE} px`, async ({ visitor: page }) => {
    await page.setViewportSize({ width: WIDE - 1, height: 900 });
    await page.goto(route);
    const narrower = await columns(page, selector);
    await page.setViewportSize({ width: WIDE, height: 900 });
    await expect.poll(() => columns(page, selector)).toBeGreaterThan(narrower);
  });
}
