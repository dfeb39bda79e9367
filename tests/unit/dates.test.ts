/** The day the site is built for, and where dates and periods stand relative to it. */
import { describe, expect, it } from 'vitest';
import { addDays, buildDate, dateInIndia, dayStatus, daysBetween, periodStatus, withinWindow } from '../../src/lib/dates';

describe('dayStatus', () => {
  it.each([
    ['2025-11-07', '2026-11-22', 'past'],
    ['2025-11-07', '2025-11-08', 'past'],
    ['2025-11-07', '2025-11-07', 'today'],
    ['2025-11-07', '2025-11-06', 'upcoming'],
    ['2025-11-07', '2024-12-31', 'upcoming'],
  ] as const)('%s as of %s is %s', (date, today, status) => {
    expect(dayStatus(date, today)).toBe(status);
  });
});

describe('periodStatus', () => {
  it.each([
    ['2025-01-05', 'upcoming'],
    ['2025-01-06', 'current'],
    ['2025-01-08', 'current'],
    ['2025-01-09', 'past'],
    ['2026-11-22', 'past'],
  ] as const)('6-8 January 2025 as of %s is %s', (today, status) => {
    expect(periodStatus('2025-01-06', '2025-01-08', today)).toBe(status);
  });
});

describe('withinWindow', () => {
  it.each([
    [{}, '2026-11-22', true],
    [{ from: '2025-09-01' }, '2025-08-31', false],
    [{ from: '2025-09-01' }, '2025-09-01', true],
    [{ until: '2025-11-30' }, '2025-11-30', true],
    [{ until: '2025-11-30' }, '2025-12-01', false],
    [{ from: '2025-09-01', until: '2025-11-30' }, '2025-10-15', true],
  ])('%j on %s: %s', (window, today, shown) => {
    expect(withinWindow(window, today)).toBe(shown);
  });
});

describe('dates in India', () => {
  it.each([
    ['2025-11-07T18:29:59Z', '2025-11-07'],
    ['2025-11-07T18:30:00Z', '2025-11-08'],
    ['2026-11-21T20:00:00Z', '2026-11-22'],
  ])('%s is %s in Noida', (instant, day) => {
    expect(dateInIndia(new Date(instant))).toBe(day);
  });

  it('builds as of BUILD_DATE when set, else today in India', () => {
    expect(buildDate({ BUILD_DATE: '2025-10-01' })).toBe('2025-10-01');
    expect(buildDate({}, new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22');
    expect(() => buildDate({ BUILD_DATE: '1 Oct 2025' })).toThrow(/BUILD_DATE must be a date written YYYY-MM-DD/);
  });

  it.each([
    ['2025-11-07', -10, '2025-10-28'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-12-31', 1, '2026-01-01'],
  ])('%s plus %i days is %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
    expect(daysBetween(date, result)).toBe(days);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => daysBetween('7 Nov 2025', '2025-11-08')).toThrow(/YYYY-MM-DD/);
  });
});
