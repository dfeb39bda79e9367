/**
 * The fee table (FeeTable.astro) on the fee structure page: blank cells
 * beyond a programme's duration, totals that add up the years, and on a
 * phone one card per programme with its total first.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../../../tests/visitor.ts';
import { rupees } from '../../lib/money.ts';
import { programmes as readProgrammes } from '../../../tests/content.ts';

const programmes = readProgrammes();
/** The fee table has a column for each year of the longest programme. */
const yearCount = Math.max(...programmes.flatMap((p) => (p.durationYears === 'pending' ? [] : [p.durationYears])));

test.describe('fee structure', () => {
  const cells = (row: Locator) => row.locator('td');

  test('years beyond a programme’s duration are blank; totals are the sum of the years', async ({ visitor: page }) => {
    await page.goto('/fee-structure');
    const table = page.locator('[data-fee-table]');
    for (const p of programmes) {
      const row = table.locator(`tr[data-programme="${p.id}"]`);
      // A pending duration comes only with a pending fee (the schema's rule).
      if (p.annualFees === 'pending' || p.durationYears === 'pending') {
        await expect(row).toContainText('Fee not yet published');
        continue;
      }
      const texts = (await cells(row).allInnerTexts()).map((t) => t.trim());
      const years = texts.slice(0, yearCount);
      expect(years.slice(p.durationYears), `${p.id} beyond year ${p.durationYears}`).toEqual(Array(yearCount - p.durationYears).fill(''));
      expect(
        years.slice(0, p.durationYears).every((t) => /^₹\u00a0[\d,]+$/.test(t)),
        `${p.id}: ${years}`,
      ).toBe(true);
      const total = p.annualFees.reduce((a, b) => a + b, 0);
      expect(years.slice(0, p.durationYears)).toEqual(p.annualFees.map((fee) => rupees(fee)));
      expect(texts[yearCount]).toBe(rupees(total));
    }
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('each programme’s fee card names the programme, then shows its total first, then the years', async ({ visitor: page }) => {
    await page.goto('/fee-structure');
    const priced = programmes.find((p) => p.annualFees !== 'pending')!;
    const card = page.locator(`[data-fee-table] tr[data-programme="${priced.id}"]`);
    const top = async (selector: string) => (await card.locator(selector).first().boundingBox())!.y;
    const heading = await top('th');
    const total = await top('.data-table__lead');
    const firstYear = await top('td:not(.data-table__lead)');
    expect(heading).toBeLessThan(total);
    expect(total).toBeLessThan(firstYear);
    // Each value is labelled on the card: the total with the Total column's words.
    expect(await card.locator('.data-table__lead').evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Total"');
    await expect(card.locator('.data-table__lead')).toContainText(rupees((priced.annualFees as number[]).reduce((a, b) => a + b, 0)));
  });
});
