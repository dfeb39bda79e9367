/**
 * Admissions pages in Chromium as whole pages: the fee structure without
 * JavaScript, and tables at phone width. (The programme explorer, fee table,
 * extra charges, document lists, scholarship schemes and examination office
 * contact have their own tests in their component folders.)
 */
import { expect, test } from '../visitor.ts';
import { rupees } from '../../src/lib/money.ts';
import { programmes as readProgrammes, readData, session as readSession } from '../content.ts';
import { publishedRoutes } from '../languages.ts';

const programmes = readProgrammes();
const session = readSession();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the fee structure reads in full', async ({ visitor: page }) => {
    await page.goto('/fee-structure');
    await expect(page.getByRole('table', { name: `Fee Structure ${session}`, exact: false }).locator('tbody tr[data-programme]')).toHaveCount(
      programmes.length,
    );
    for (const charge of readData('fees.yaml').extraCharges)
      await expect(page.getByRole('table', { name: /Other charges/ })).toContainText(rupees(charge.amount));
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const route of ['/fee-structure', '/admission-criteria', ...publishedRoutes('/programmes').map(([, route]) => route)]) {
    test(`${route} does not scroll sideways: its tables are cards of labelled values`, async ({ visitor: page }) => {
      await page.goto(route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const table = page.locator('.data-table table').first();
      await expect(table).toBeVisible();
      expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(page.getByRole('table', { name: session, exact: false }).first()).toBeVisible();
    });
  }
});
