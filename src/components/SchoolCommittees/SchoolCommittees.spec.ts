/**
 * The school committees table (SchoolCommittees.astro) on the College of
 * Pharmacy's page, in each language it is published in: a table with column
 * headers on wide screens, one labelled card per committee on phones.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/visitor.ts';
import { readData } from '../../../tests/content.ts';
import { publishedRoutes, translator } from '../../../tests/languages.ts';
import { words as committeeWords } from './SchoolCommittees.words.ts';

const pharmacyName = readData<{ name: string }>('schools/pharmacy.yaml').name;

for (const [lang, pharmacy] of publishedRoutes('/school-of-pharmacy')) {
  const translate = translator(lang);

  test.describe(`committees table on ${pharmacy}`, () => {
    const t = committeeWords[lang];
    const committees = (page: Page) => page.getByRole('table', { name: t.caption(translate(pharmacyName)) });

    test('is a table with column headers at 1280 px', async ({ visitor: page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(pharmacy);
      const table = committees(page);
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([t.committee, t.head, t.members]);
      for (const header of await table.getByRole('columnheader').all()) await expect(header).toBeVisible();
      expect(await table.evaluate((el) => getComputedStyle(el).display)).toBe('table');
      const row = table.locator('tbody tr').first();
      expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('table-row');
      // No card labels on a wide screen: the column headers say it.
      for (const cell of await row.locator('td').all()) expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('none');
    });

    test('becomes one card per committee, each cell labelled, at 375 px', async ({ visitor: page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(pharmacy);
      const table = committees(page);
      await expect(table).toBeAttached();
      const header = table.locator('thead');
      expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(0);
      const row = rows.first();
      // A card: its cells stacked in a column.
      expect(await row.evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).flexDirection])).toEqual(['flex', 'column']);
      // Each value is labelled with its column's words, drawn before it.
      const labels = await row.locator('td').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      expect(labels).toEqual([t.head, t.members].map((label) => JSON.stringify(label)));
      // Cards stack: the second row starts below the first.
      const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
      // Nothing overflows the narrow screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
}
