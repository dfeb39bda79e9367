/** The event page's rules: dates as of the build day, the timeline, and the words it uses. */
import { describe, expect, it } from 'vitest';
import { addDays, buildDate, dateInIndia, dayStatus, formatDate, hasConcluded, joinWords, milestones } from '../../src/lib/event';

const dates = { registrationDeadline: '2025-10-18', orientation: '2025-10-30', day1: '2025-11-07', day2: '2025-11-08' };

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

describe('hasConcluded', () => {
  it.each([
    ['2026-11-22', true],
    ['2025-11-09', true],
    ['2025-11-08', false],
    ['2025-10-01', false],
  ] as const)('as of %s: %s', (today, concluded) => {
    expect(hasConcluded(dates, today)).toBe(concluded);
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
    expect(() => buildDate({ BUILD_DATE: '1 Oct 2025' })).toThrow(/YYYY-MM-DD/);
  });

  it.each([
    ['2025-11-07', -10, '2025-10-28'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-12-31', 1, '2026-01-01'],
  ])('%s plus %i days is %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });

  it.each([
    ['2025-10-18', 'Saturday 18 October 2025'],
    ['2025-11-07', 'Friday 7 November 2025'],
  ])('%s reads %s', (date, words) => {
    expect(formatDate(date)).toBe(words);
    expect(formatDate(date, { weekday: false })).toBe(words.replace(/^\w+ /, ''));
  });
});

describe('milestones', () => {
  const list = milestones({ dates, workshopsDaysBefore: 10 });

  it('run in date order, with the workshops 10 days before day 1', () => {
    expect(list.map((m) => [m.key, m.date])).toEqual([
      ['registrationDeadline', '2025-10-18'],
      ['workshops', '2025-10-28'],
      ['orientation', '2025-10-30'],
      ['day1', '2025-11-07'],
      ['day2', '2025-11-08'],
    ]);
  });

  it('put only the published dates in the calendar file', () => {
    expect(list.filter((m) => m.inCalendar).map((m) => m.key)).toEqual(['registrationDeadline', 'orientation', 'day1', 'day2']);
  });
});

describe('joinWords', () => {
  it.each([
    [[], 'and', ''],
    [['B.Tech'], 'and', 'B.Tech'],
    [['Team fee', 'participation fee'], 'or', 'Team fee or participation fee'],
    [['B.Tech', 'MCA', 'MBA', 'Pharmacy'], 'and', 'B.Tech, MCA, MBA and Pharmacy'],
  ])('%j with %s', (words, last, text) => {
    expect(joinWords(words, last)).toBe(text);
  });
});
