/** When a figure's period ends, and when its figures count as old (over a year after), by the site's rule. */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates.ts';
import { FIGURES_OLD_AFTER_DAYS, figuresAreOld, periodEnds, periodsNamedIn, sessionsOverIn } from '../../src/lib/figure-period.ts';

describe('figure periods', () => {
  it('a session ends with its July, a year with its December', () => {
    expect(periodEnds('2025-26')).toBe('2026-07-31');
    expect(periodEnds('2025')).toBe('2025-12-31');
    expect(() => periodEnds('last year')).toThrow(/not a period/);
  });

  it.each(['2025-26', '2025'])('figures of %s are old only once their period ended over a year before the day', (period) => {
    const lastCurrentDay = addDays(periodEnds(period), FIGURES_OLD_AFTER_DAYS);
    expect(figuresAreOld(period, lastCurrentDay)).toBe(false);
    expect(figuresAreOld(period, addDays(lastCurrentDay, 1))).toBe(true);
  });

  it('figures without a period never age by date', () => expect(figuresAreOld(undefined, '2099-01-01')).toBe(false));

  it('finds the sessions and years a text names, not other numbers', () => {
    expect(periodsNamedIn('Placements (2024-25) and batch 2025, 900+ offers, 47 LPA')).toEqual(['2024-25', '2025']);
  });
});

describe('sessions a text names that are over', () => {
  it.each([
    ['Admissions 2024-25', ['2024-25']],
    ['Admissions 2025-26 (still running in January 2026)', []],
    ['Session 2024–2025 and 2026-27', ['2024-2025']],
    ['Intake 2026-27', []],
    ['Dated 2025-10-18', []],
  ])('%s, as of 15 January 2026', (text, expected) => {
    expect(sessionsOverIn(text, '2026-01-15')).toEqual(expected);
  });

  it('keeps a session current until the end of July of its second year', () => {
    expect(sessionsOverIn('2025-26', periodEnds('2025-26'))).toEqual([]);
    expect(sessionsOverIn('2025-26', addDays(periodEnds('2025-26'), 1))).toEqual(['2025-26']);
  });
});
