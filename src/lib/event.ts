/**
 * Rules of the event page: the timeline's milestones from the event's dates,
 * whether each has passed as of a given day, date wording, and the entries
 * of the "add to calendar" file. Plain TypeScript, fed by the event collection.
 */
import type { CalendarEvent } from './ics';
import { addDays, dayStatus, periodStatus } from './build-date';
import { formatDate as formatLongDate, type Lang } from './i18n';

export interface EventDates {
  registrationDeadline: string;
  orientation: string;
  day1: string;
  day2: string;
}

export interface EventFacts {
  name: string;
  summary: string;
  venue: string;
  dates: EventDates;
  workshopsDaysBefore: number;
}

export type MilestoneKey = keyof EventDates | 'workshops';

export interface Milestone {
  key: MilestoneKey;
  label: string;
  /** First day, YYYY-MM-DD. */
  date: string;
  /** Added to the calendar file; the workshops' start is derived, not a published date. */
  inCalendar: boolean;
}

/** 2025-11-07 → "Friday 7 November 2025" (in Hindi, "शुक्रवार 7 नवंबर 2025"). */
export function formatDate(date: string, { weekday = true, lang = 'en' as Lang } = {}): string {
  return formatLongDate(date, lang, { weekday });
}

/** The timeline in date order; pre-event workshops start the given number of days before day 1. */
export function milestones(event: Pick<EventFacts, 'dates' | 'workshopsDaysBefore'>): Milestone[] {
  const { dates, workshopsDaysBefore } = event;
  const list: Milestone[] = [
    { key: 'registrationDeadline', label: 'Registration deadline', date: dates.registrationDeadline, inCalendar: true },
    {
      key: 'workshops',
      label: `Pre-event workshops begin (${workshopsDaysBefore} days before day 1)`,
      date: addDays(dates.day1, -workshopsDaysBefore),
      inCalendar: false,
    },
    { key: 'orientation', label: 'Orientation (mandatory before final team registration)', date: dates.orientation, inCalendar: true },
    { key: 'day1', label: 'Day 1', date: dates.day1, inCalendar: true },
    { key: 'day2', label: 'Day 2 and pitch finale', date: dates.day2, inCalendar: true },
  ];
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Where an event stands on a day: registration `open` (until its deadline,
 * inclusive), `upcoming` (registration closed, the event still ahead),
 * `under-way` (between its first and last day) or `concluded`.
 */
export type EventPhase = 'open' | 'upcoming' | 'under-way' | 'concluded';

export function eventPhase(dates: EventDates, today: string): EventPhase {
  const period = periodStatus(dates.day1, dates.day2, today);
  if (period === 'past') return 'concluded';
  if (period === 'current') return 'under-way';
  return dayStatus(dates.registrationDeadline, today) === 'past' ? 'upcoming' : 'open';
}

/** The calendar file's entries: the published dates, each an all-day event. */
export function calendarEvents(event: EventFacts, options: { id: string; domain: string; pageUrl: string }): CalendarEvent[] {
  return milestones(event)
    .filter((m) => m.inCalendar)
    .map((m) => ({
      uid: `${options.id}-${m.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}@${options.domain}`,
      date: m.date,
      summary: `${event.name}: ${m.label}`,
      description: `${event.summary} Details: ${options.pageUrl}`,
      location: event.venue,
      url: options.pageUrl,
    }));
}

/** Joins words as prose does: "a, b and c"; pass "or" for "a or b". */
export function joinWords(words: string[], last = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}
