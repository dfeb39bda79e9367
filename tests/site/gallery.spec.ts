/**
 * The component gallery's examples, each compared with its committed
 * screenshot at phone and desktop widths, so a visual regression fails the
 * test command: the components whose fixtures ask for it (`screenshots = true`),
 * their screenshots in the component's own `screenshots/` folder. What every
 * gallery page draws is checked without a browser (gallery.test.ts); the
 * whole-site crawl, every-page.spec.ts, runs axe on these gallery pages at both widths.
 * The browser sees only the fonts of scripts/browser/fonts.conf (set in
 * scripts/browser/chromium.mjs), so the screenshots match on any machine.
 * Update baselines after an intended change: npx playwright test tests/site/gallery.spec.ts --update-snapshots
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../visitor.ts';
import { readFileSync } from 'node:fs';
import { FONTCONFIG_FILE } from '../../scripts/browser/chromium.mjs';
import { comparedGalleryPages } from './compared-gallery-pages.ts';

/** Each gallery page whose component is compared with screenshots, with the folder they are kept in (from the project root). */
const compared = comparedGalleryPages();

test('the preview build has gallery pages compared with screenshots', () => {
  expect(compared.length).toBeGreaterThan(0);
});
/** The fonts the project gives the test browser: the families its fontconfig prefers. */
const projectFonts = new Set(
  [...readFileSync(FONTCONFIG_FILE, 'utf8').matchAll(/<prefer>(.*?)<\/prefer>/g)].flatMap(([, prefer]) =>
    [...prefer!.matchAll(/<family>(.*?)<\/family>/g)].map(([, family]) => family!),
  ),
);

/** The fonts Chromium drew the text of the elements matching `selector` with. */
async function fontsUsed(page: Page, selector: string): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const used = new Set<string>();
  for (const nodeId of nodeIds) for (const font of (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts) used.add(font.familyName);
  return used;
}

test('the test browser draws Latin and Devanagari text only with the fonts the project installs', async ({ page }) => {
  expect(projectFonts.size).toBeGreaterThanOrEqual(2);
  await page.goto(compared[0]!.route);
  await page.locator('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<p lang="hi" id="hindi-sample">हिन्दी में पढ़ें</p>'));
  const latin = await fontsUsed(page, 'h1, h2, p:not(#hindi-sample), a, button');
  const devanagari = await fontsUsed(page, '#hindi-sample');
  expect(latin.size).toBeGreaterThan(0);
  expect(devanagari.size).toBeGreaterThan(0);
  // A face outside the four basic styles names its weight after the family ("Noto Sans SemiBold").
  const base = (family: string) => family.replace(/ (Thin|ExtraLight|Light|Medium|SemiBold|ExtraBold|Black)$/, '');
  for (const family of [...latin, ...devanagari]) expect(projectFonts, `drawn with "${family}", a font of this machine`).toContain(base(family));
});

for (const { route, folder } of compared) {
  for (const width of [375, 1280]) {
    test(`gallery ${route} at ${width}px: unchanged`, async ({ visitor: page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      // Pictures (those not left to load when scrolled to) and fonts in; the screenshot comparison itself waits until what it sees holds still.
      await page.evaluate(async () => {
        await Promise.all([...document.images].filter((image) => image.loading !== 'lazy').map((image) => image.decode().catch(() => undefined)));
        await document.fonts.ready;
      });
      for (const example of await page.locator('.gallery-example').all()) {
        const name = (await example.getAttribute('data-example'))!;
        await example.scrollIntoViewIfNeeded();
        // A path from the project root (playwright.config.ts: snapshotPathTemplate), into the component's folder.
        await expect(example.locator('.gallery-example__stage')).toHaveScreenshot(
          [folder, `${route.slice('/gallery/'.length)}--${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--${width}.png`],
          { animations: 'disabled', maxDiffPixelRatio: 0.01 },
        );
      }
    });
  }
}
