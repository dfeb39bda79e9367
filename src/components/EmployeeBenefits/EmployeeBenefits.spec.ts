/** The employee benefits (EmployeeBenefits.astro) on /employee-benefits: every figure of their file, written as the site writes figures. */
import { expect, test } from '../../../tests/visitor.ts';
import { formatFigure, type Figure } from '../../lib/figures.ts';
import { readData } from '../../../tests/content.ts';

test('employee benefits show every figure of their file, amounts in rupees with Indian grouping', async ({ visitor: page }) => {
  await page.goto('/employee-benefits');
  const main = page.getByRole('main');
  const { benefits } = readData('university/employee-benefits.yaml') as { benefits: { figures?: Figure[] }[] };
  for (const figure of benefits.flatMap((b) => b.figures ?? [])) {
    await expect(main.getByText(formatFigure(figure), { exact: true }).first()).toBeVisible();
  }
});
