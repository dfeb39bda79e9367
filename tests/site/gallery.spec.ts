/**
 * The component gallery's examples, each checked with axe and compared with
 * its committed screenshot at phone and desktop widths, so a visual
 * regression or an inaccessible variant fails the test command.
 * Update baselines after an intended change: npx playwright test tests/site/gallery.spec.ts --update-snapshots
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages } from './built-site';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const components = builtPages()
  .map((p) => p.route)
  .filter((route) => route.startsWith('/gallery/'));

test('the preview build has a gallery page for every registered component', () => {
  expect(components.length).toBeGreaterThanOrEqual(17);
});

for (const route of components) {
  for (const width of [375, 1280]) {
    test(`gallery ${route} at ${width}px: accessible and unchanged`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route, { waitUntil: 'networkidle' });
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      for (const example of await page.locator('.gallery-example').all()) {
        const name = (await example.getAttribute('data-example'))!;
        await example.scrollIntoViewIfNeeded();
        await expect(example.locator('.gallery-example__stage')).toHaveScreenshot(
          `${route.slice('/gallery/'.length)}--${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--${width}.png`,
          { animations: 'disabled', maxDiffPixelRatio: 0.01 },
        );
      }
    });
  }
}
