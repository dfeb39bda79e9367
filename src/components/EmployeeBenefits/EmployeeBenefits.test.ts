/** The employee benefits (EmployeeBenefits.astro) on the built /employee-benefits: every figure of their file, written as the site writes figures. */
import { expect, it } from 'vitest';
import { formatFigure, type Figure } from '../../lib/figures.ts';
import { readData } from '../../../tests/content.ts';
import { builtDoc, shownTexts } from '../../../tests/built-page.ts';

it('employee benefits show every figure of their file, amounts in rupees with Indian grouping', () => {
  const shown = new Set(shownTexts(builtDoc('/employee-benefits').querySelector('main')!, '*'));
  const { benefits } = readData('university/employee-benefits.yaml') as { benefits: { figures?: Figure[] }[] };
  const figures = benefits.flatMap((b) => b.figures ?? []);
  expect(figures.length).toBeGreaterThan(0);
  for (const figure of figures) expect(shown, formatFigure(figure)).toContain(formatFigure(figure));
});
