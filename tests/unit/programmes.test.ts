/**
 * The programmes data reproduces the specification's 2025-26 fee and intake
 * tables (typed below from the specification, section 9), and every total the
 * pages show is computed from the yearly fees. Also the explorer's filter and
 * sort rules and the fee table's cells.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { rupees, totalFee } from '../../src/lib/money';
import { exploreRows, feeCells, uniformYearlyFee, type ExplorerRow } from '../../src/lib/programmes';

interface Programme {
  id: string;
  level: string;
  school: string;
  durationYears: number;
  intake: number;
  annualFees: number[] | 'pending';
  eligibility: string;
  admissionRoute?: string;
}
const programmes = parse(readFileSync('src/content/data/programmes.yaml', 'utf8')) as Programme[];
const byId = new Map(programmes.map((p) => [p.id, p]));
const fees = parse(readFileSync('src/content/data/fees.yaml', 'utf8'));

/** Specification, "Fees 2025-26 (per year)": programme ids, fee per year as printed, years. */
const SPEC_FEES: [string[], string, number][] = [
  [['btech-cse', 'btech-cse-aiml'], 'Rs 2,50,000', 4],
  [['btech-it', 'btech-cse-ds'], 'Rs 2,25,000', 4],
  [['btech-ece', 'btech-rai'], 'Rs 2,00,000', 4],
  [['mca'], 'Rs 1,75,000', 2],
  [['mba-general', 'mba-finance'], 'Rs 2,50,000', 2],
  [['msc-chemistry', 'msc-physics', 'msc-mathematics'], 'Rs 75,000', 2],
  [['bpharm'], 'Rs 1,55,000', 4],
  [['dpharm'], 'Rs 60,000', 2],
  [['mpharm'], 'Rs 1,68,750', 2],
  [['btech-civil', 'btech-ee', 'btech-eee', 'btech-me'], 'Rs 1,30,000', 4],
];

/** Specification, "Intake 2025-26", with the level of each course. */
const SPEC_INTAKE: [string, number, string][] = [
  ['btech-cse', 180, 'UG'], ['btech-cse-aiml', 180, 'UG'], ['btech-cse-ds', 180, 'UG'], ['btech-it', 180, 'UG'], ['btech-ece', 180, 'UG'],
  ['btech-rai', 60, 'UG'], ['btech-civil', 60, 'UG'], ['btech-eee', 60, 'UG'], ['btech-ee', 60, 'UG'], ['btech-me', 60, 'UG'],
  ['mba-general', 60, 'PG'], ['mba-finance', 60, 'PG'], ['mca', 120, 'PG'],
  ['msc-chemistry', 30, 'PG'], ['msc-physics', 30, 'PG'], ['msc-mathematics', 30, 'PG'],
  ['ma-english', 30, 'PG'], ['ma-economics', 30, 'PG'],
  ['bpharm', 100, 'UG'], ['dpharm', 60, 'DIP'], ['mpharm', 60, 'PG'],
];

describe('programmes.yaml against the specification', () => {
  it('holds exactly the programmes of the intake table', () => {
    expect(programmes.map((p) => p.id).sort()).toEqual(SPEC_INTAKE.map(([id]) => id).sort());
  });

  it.each(SPEC_INTAKE)('%s: intake %i, level %s', (id, intake, level) => {
    expect(byId.get(id)?.intake).toBe(intake);
    expect(byId.get(id)?.level).toBe(level);
  });

  it('seats add up to the sum of the specification intake table', () => {
    const total = programmes.reduce((sum, p) => sum + p.intake, 0);
    expect(total).toBe(SPEC_INTAKE.reduce((sum, [, n]) => sum + n, 0));
    expect(total).toBe(5 * 180 + 5 * 60 + 60 + 60 + 120 + 3 * 30 + 2 * 30 + 100 + 60 + 60);
  });

  for (const [ids, printed, years] of SPEC_FEES) {
    for (const id of ids) {
      it(`${id}: ${printed} in each of ${years} years`, () => {
        const p = byId.get(id)!;
        expect(p.durationYears).toBe(years);
        expect(p.annualFees).not.toBe('pending');
        expect((p.annualFees as number[]).map(rupees)).toEqual(Array(years).fill(printed));
      });
    }
  }

  it('has no fee where the specification gives none (MA English, MA Economics)', () => {
    const withFees = new Set(SPEC_FEES.flatMap(([ids]) => ids));
    const pending = programmes.filter((p) => !withFees.has(p.id)).map((p) => [p.id, p.annualFees]);
    expect(pending).toEqual([['ma-english', 'pending'], ['ma-economics', 'pending']]);
  });

  it('states both readings of the B.Pharm percentage', () => {
    const bpharm = byId.get('bpharm')!;
    expect(`${bpharm.admissionRoute} ${bpharm.eligibility}`).toMatch(/50%/);
    expect(bpharm.eligibility).toMatch(/60%/);
  });

  it('keeps the pharmacy durations and the M.Pharm entry rule', () => {
    expect(byId.get('dpharm')!.durationYears).toBe(2);
    expect(byId.get('mpharm')!.eligibility).toMatch(/55%/);
  });
});

describe('totals are computed from the yearly fees', () => {
  it.each([
    ['btech-cse', 'Rs 10,00,000'],
    ['btech-civil', 'Rs 5,20,000'],
    ['bpharm', 'Rs 6,20,000'],
    ['mpharm', 'Rs 3,37,500'],
    ['msc-physics', 'Rs 1,50,000'],
    ['dpharm', 'Rs 1,20,000'],
  ])('%s totals %s', (id, printed) => {
    expect(rupees(totalFee(byId.get(id)!.annualFees)!)).toBe(printed);
  });

  it('no programme file types a total', () => {
    const text = readFileSync('src/content/data/programmes.yaml', 'utf8');
    expect(text).not.toMatch(/total/i);
  });
});

describe('extra charges (fees.yaml) against the specification', () => {
  it('registration Rs 2,000; refundable security deposit Rs 10,000; examination fee Rs 7,500 per year', () => {
    const rows = fees.extraCharges.map((c: { label: string; amount: number; frequency: string; refundable?: boolean }) => [
      c.label.split(' ')[0],
      rupees(c.amount),
      c.frequency,
      Boolean(c.refundable),
    ]);
    expect(rows).toEqual([
      ['Registration', 'Rs 2,000', 'once', false],
      ['Security', 'Rs 10,000', 'once', true],
      ['Examination', 'Rs 7,500', 'per-year', false],
    ]);
  });

  it('initial confirmation payment Rs 50,000 by demand draft or online', () => {
    expect(rupees(fees.confirmationPayment.amount)).toBe('Rs 50,000');
    expect(fees.confirmationPayment.modes.join(' ').toLowerCase()).toMatch(/demand draft.*online/);
  });
});

describe('fee table cells', () => {
  it.each([
    [[100, 100, 100, 100], 4, [100, 100, 100, 100]],
    [[100, 100], 2, [100, 100, null, null]],
    ['pending' as const, 2, ['pending', 'pending', null, null]],
    [[100, 120, 140], 3, [100, 120, 140, null]],
  ])('%j over %i years → %j', (annual, years, cells) => {
    expect(feeCells(annual, years)).toEqual(cells);
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
  const ids = (filter: { level: string; school: string }, sort: 'default' | 'fee-asc' | 'fee-desc') =>
    exploreRows(rows, filter, sort).map((r) => r.id);

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
