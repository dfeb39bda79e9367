/** Which dates and sessions count as out of date (scripts/lib/dates/date-bound.mjs). */
import { describe, expect, it } from 'vitest';
import { staleDate, staleSessions, toDate } from '../../scripts/lib/dates/date-bound.mjs';

const today = new Date('2026-01-15T00:00:00Z');

describe('staleDate', () => {
  it.each([
    [['event', 'date'], '2025-10-30', 'x.yaml', 'the event date 2025-10-30 is in the past'],
    [['timeline', 0, 'date'], '7 November 2025', 'x.yaml', 'the event date 2025-11-07 is in the past'],
    [['date'], '2025-10-30', 'src/content/data/events/a.yaml', 'the event date 2025-10-30 is in the past'],
    [['date'], '2025-10-30', 'src/content/data/documents.yaml', null],
    [['registrationDeadline'], '2025-10-18', 'x.yaml', 'the deadline 2025-10-18 has passed'],
    [['event', 'date'], '2026-01-15', 'x.yaml', null],
    [['event', 'published'], '2025-01-01', 'x.yaml', null],
    [['event', 'title'], 'not a date', 'x.yaml', null],
  ])('%j = %j in %s', (path, value, file, expected) => {
    expect(staleDate(path, value, file, today)).toBe(expected);
  });
});

describe('staleSessions', () => {
  it.each([
    ['Admissions 2024-25', ['2024-25']],
    ['Admissions 2025-26 (still running in January 2026)', []],
    ['Session 2024–2025 and 2026-27', ['2024-2025']],
    ['Intake 2026-27', []],
    ['Dated 2025-10-18', []],
    ['Years 2025-27', []],
  ])('%s', (text, expected) => {
    expect(staleSessions(text, today)).toEqual(expected);
  });
  it('keeps a session current until the end of July of its second year', () => {
    expect(staleSessions('2025-26', new Date('2026-07-31T00:00:00Z'))).toEqual([]);
    expect(staleSessions('2025-26', new Date('2026-08-01T00:00:00Z'))).toEqual(['2025-26']);
  });
});

it('reads dates written in words', () => {
  expect(toDate('18th Oct 2025')?.toISOString().slice(0, 10)).toBe('2025-10-18');
});
