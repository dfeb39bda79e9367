/** The event page's rules: where the event stands on a day, the timeline, and the words it uses. */
import { describe, expect, it } from 'vitest';
import { eventPhase, joinWords, milestones } from '../../src/lib/event-timeline.ts';

const dates = { registrationDeadline: '2025-10-18', orientation: '2025-10-30', day1: '2025-11-07', day2: '2025-11-08' };

describe('eventPhase', () => {
  it.each([
    ['2025-09-01', 'open'],
    ['2025-10-18', 'open'],
    ['2025-10-19', 'upcoming'],
    ['2025-11-06', 'upcoming'],
    ['2025-11-07', 'under-way'],
    ['2025-11-08', 'under-way'],
    ['2025-11-09', 'concluded'],
    ['2026-11-22', 'concluded'],
  ] as const)('as of %s the event is %s', (today, phase) => {
    expect(eventPhase(dates, today)).toBe(phase);
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

  it('are the same dates in Hindi, each with its own Hindi name that keeps the count of days', () => {
    const hindi = milestones({ dates, workshopsDaysBefore: 10 }, 'hi');
    expect(hindi.map(({ key, date, inCalendar }) => [key, date, inCalendar])).toEqual(list.map(({ key, date, inCalendar }) => [key, date, inCalendar]));
    for (const m of hindi) expect(m.label, m.key).toMatch(/^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]*$/);
    expect(new Set(hindi.map((m) => m.label)).size).toBe(hindi.length);
    expect(hindi.find((m) => m.key === 'workshops')!.label).toContain('10');
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
