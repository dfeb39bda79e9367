/** The day the site is built for, where dates and periods stand relative to it, and dates in words. */
import { describe, expect, it } from 'vitest';
import { addDays, buildDate, dateInIndia, dayStatus, daysBetween, formatDate, formatDateRange, periodStatus, withinWindow } from '../../src/lib/dates.ts';

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

describe('formatDate', () => {
  it.each([
    ['2025-10-18', 'Saturday 18 October 2025'],
    ['2025-11-07', 'Friday 7 November 2025'],
  ])('%s reads %s', (date, words) => {
    expect(formatDate(date, 'en', { weekday: true })).toBe(words);
    expect(formatDate(date)).toBe(words.replace(/^\w+ /, ''));
  });
});

describe('formatDateRange', () => {
  it.each([
    ['2024-11-11', '2024-11-13', '11–13 November 2024'],
    ['2025-01-06', '2025-01-08', '6–8 January 2025'],
    ['2025-01-06', '2025-01-06', '6 January 2025'],
    ['2024-11-30', '2024-12-02', '30 November – 2 December 2024'],
    ['2024-12-30', '2025-01-02', '30 December 2024 – 2 January 2025'],
  ])('%s to %s reads "%s"', (from, to, expected) => {
    expect(formatDateRange(from, to)).toBe(expected);
  });

  it('rejects what is not a date', () => {
    expect(() => formatDateRange('11/11/2024', '2024-11-13')).toThrow('YYYY-MM-DD');
    expect(() => formatDateRange('2024-13-01', '2024-11-13')).toThrow('2024-13-01');
  });
});
