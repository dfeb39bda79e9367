/**
 * Rules the programmes data keeps whatever an editor writes: one fee per year
 * of every programme, totals computed from the yearly fees (never typed), and
 * extra charges that are whole rupee amounts. Also the explorer's filter and
 * sort rules and the fee table's cells. Nothing here re-types the content.
 */
import { readFileSync } from 'node:fs';
import { readDataFile } from '../../src/content-io/content-files.ts';
import { describe, expect, it } from 'vitest';
import { rupees, totalFee } from '../../src/lib/money.ts';
import { exploreRows, feeCells, feeYears, uniformYearlyFee, type ExplorerRow } from '../../src/lib/programme-display.ts';

interface Programme {
  id: string;
  level: string;
  school: string;
  durationYears: number;
  intake: number | 'pending';
  annualFees: number[] | 'pending';
}
const programmes = readDataFile<Programme[]>('programmes.yaml');
const fees = readDataFile<any>('fees.yaml');

describe('programmes.yaml keeps the rules of a fee table', () => {
  it('names each programme once', () => {
    const ids = programmes.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(programmes.map((p) => [p.id, p] as const))('%s: a fee for every year it runs, or pending', (_, p) => {
    if (p.annualFees !== 'pending') expect(p.annualFees).toHaveLength(p.durationYears);
    expect(p.intake === 'pending' || (Number.isInteger(p.intake) && p.intake > 0)).toBe(true);
  });

  it.each(programmes.filter((p) => p.annualFees !== 'pending').map((p) => [p.id, p] as const))('%s: its total is the sum of its yearly fees', (_, p) => {
    const yearly = p.annualFees as number[];
    expect(totalFee(yearly)).toBe(yearly.reduce((a, b) => a + b, 0));
    expect(rupees(totalFee(yearly)!)).toMatch(/^₹\u00a0[\d,]+$/);
  });

  it('no programme file types a total', () => {
    const text = readFileSync('src/content/data/programmes.yaml', 'utf8');
    expect(text).not.toMatch(/total/i);
  });
});

describe('extra charges (fees.yaml)', () => {
  it('each is a whole, positive rupee amount charged once or every year', () => {
    expect(fees.extraCharges.length).toBeGreaterThan(0);
    for (const c of fees.extraCharges as { amount: number; frequency: string }[]) {
      expect(Number.isInteger(c.amount) && c.amount > 0).toBe(true);
      expect(['once', 'per-year']).toContain(c.frequency);
    }
  });

  it('the confirmation payment says how it can be paid', () => {
    expect(Number.isInteger(fees.confirmationPayment.amount)).toBe(true);
    expect(fees.confirmationPayment.modes.length).toBeGreaterThan(0);
  });
});

describe('totals', () => {
  it.each([
    [[250000, 250000, 250000, 250000], '₹\u00a010,00,000'],
    [[168750, 168750], '₹\u00a03,37,500'],
    [[60000, 70000], '₹\u00a01,30,000'],
  ])('%j totals %s', (annual, printed) => expect(rupees(totalFee(annual)!)).toBe(printed));

  it('a pending fee has no total', () => expect(totalFee('pending')).toBeNull());
});

describe('fee table cells', () => {
  it.each([
    [[100, 100, 100, 100], 4, [100, 100, 100, 100]],
    [[100, 100], 2, [100, 100, null, null]],
    ['pending' as const, 2, ['pending', 'pending', null, null]],
    [[100, 120, 140], 3, [100, 120, 140, null]],
  ])('%j over %i years → %j', (annual, years, cells) => {
    expect(feeCells(annual, years, 4)).toEqual(cells);
  });

  it('has a year column for each year of the longest programme', () => {
    expect(feeYears([2, 4, 3])).toBe(4);
    expect(feeYears([2, 5])).toBe(5);
  });

  it.each([
    [[5, 5, 5], 5],
    [[5, 6], null],
    ['pending' as const, null],
  ])('uniform fee of %j is %j', (annual, fee) => expect(uniformYearlyFee(annual)).toBe(fee));
});

describe('explorer filter and sort', () => {
  const rows: (ExplorerRow & { id: string })[] = [
    { id: 'cse', level: 'UG', school: 'engineering', fee: 250000, order: 0 },
    { id: 'civil', level: 'UG', school: 'engineering', fee: 130000, order: 1 },
    { id: 'mba', level: 'PG', school: 'management', fee: 250000, order: 2 },
    { id: 'ma', level: 'PG', school: 'humanities', fee: null, order: 3 },
    { id: 'dpharm', level: 'DIP', school: 'pharmacy', fee: 60000, order: 4 },
    { id: 'mpharm', level: 'PG', school: 'pharmacy', fee: 168750, order: 5 },
  ];
  const ids = (filter: { level: string; school: string }, sort: 'default' | 'fee-asc' | 'fee-desc') => exploreRows(rows, filter, sort).map((r) => r.id);

  it.each([
    [{ level: '', school: '' }, 'default', ['cse', 'civil', 'mba', 'ma', 'dpharm', 'mpharm']],
    [{ level: 'PG', school: '' }, 'default', ['mba', 'ma', 'mpharm']],
    [{ level: '', school: 'pharmacy' }, 'default', ['dpharm', 'mpharm']],
    [{ level: 'PG', school: 'pharmacy' }, 'default', ['mpharm']],
    [{ level: 'DIP', school: 'engineering' }, 'default', []],
    [{ level: '', school: '' }, 'fee-asc', ['dpharm', 'civil', 'mpharm', 'cse', 'mba', 'ma']],
    [{ level: '', school: '' }, 'fee-desc', ['cse', 'mba', 'mpharm', 'civil', 'dpharm', 'ma']],
    [{ level: 'PG', school: '' }, 'fee-desc', ['mba', 'mpharm', 'ma']],
  ] as const)('%j sorted %s → %j', (filter, sort, expected) => {
    expect(ids(filter, sort)).toEqual(expected);
  });

  it('does not reorder the rows it was given', () => {
    exploreRows(rows, { level: '', school: '' }, 'fee-asc');
    expect(rows.map((r) => r.id)).toEqual(['cse', 'civil', 'mba', 'ma', 'dpharm', 'mpharm']);
  });
});
