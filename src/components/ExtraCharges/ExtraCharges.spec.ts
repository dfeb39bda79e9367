/** The extra charges and the confirmation payment (ExtraCharges.astro) on the fee structure page, from fees.yaml. */
import { expect, test } from '../../../tests/visitor.ts';
import { rupees } from '../../lib/money.ts';
import { readData } from '../../../tests/content.ts';

test.describe('fee structure', () => {
  test('lists the extra charges and the confirmation payment', async ({ visitor: page }) => {
    await page.goto('/fee-structure');
    const charges = page.locator('[data-extra-charges]');
    const fees = readData('fees.yaml');
    for (const charge of fees.extraCharges as { label: string; amount: number; frequency: string; refundable?: boolean }[]) {
      const row = charges.getByRole('row', { name: `${charge.label}${charge.refundable ? ' (refundable)' : ''}`, exact: false });
      await expect(row).toContainText(rupees(charge.amount));
      if (charge.frequency === 'per-year') await expect(row).toContainText('Every year');
    }
    await expect(page.locator('[data-confirmation-payment]')).toContainText(`${rupees(fees.confirmationPayment.amount)} is made by`);
  });
});
