/**
 * Rules of the event page: the timeline's milestones from the event's dates,
 * whether each has passed as of a given day, date wording, and the entries
 * of the "add to calendar" file. Plain TypeScript, fed by the event collection.
 */
import type { CalendarEvent } from './ics.ts';
import { addDays, dayStatus, periodStatus } from './dates.ts';
import type { Lang } from './languages.ts';
import { eventMilestones as milestoneWords } from './site.words.ts';

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

/** The milestones' names in each language, as the timeline and the calendar file show them. */

/** The timeline in date order; pre-event workshops start the given number of days before day 1. */
export function milestones(event: Pick<EventFacts, 'dates' | 'workshopsDaysBefore'>, lang: Lang = 'en'): Milestone[] {
  const { dates, workshopsDaysBefore } = event;
  const w = milestoneWords[lang];
  const list: Milestone[] = [
    { key: 'registrationDeadline', label: w.registrationDeadline, date: dates.registrationDeadline, inCalendar: true },
    {
      key: 'workshops',
      label: w.workshops(workshopsDaysBefore),
      date: addDays(dates.day1, -workshopsDaysBefore),
      inCalendar: false,
    },
    { key: 'orientation', label: w.orientation, date: dates.orientation, inCalendar: true },
    { key: 'day1', label: w.day1, date: dates.day1, inCalendar: true },
    { key: 'day2', label: w.day2, date: dates.day2, inCalendar: true },
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

/**
 * The calendar file's entries: the published dates, each an all-day event.
 * In another language the event's summary and venue come already translated;
 * the uids are the same in every language: it is the same event.
 */
export function calendarEvents(event: EventFacts, options: { id: string; domain: string; pageUrl: string; lang?: Lang }): CalendarEvent[] {
  const lang = options.lang ?? 'en';
  return milestones(event, lang)
    .filter((m) => m.inCalendar)
    .map((m) => ({
      uid: `${options.id}-${m.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}@${options.domain}`,
      date: m.date,
      summary: `${event.name}: ${m.label}`,
      description: `${event.summary} ${milestoneWords[lang].details}: ${options.pageUrl}`,
      location: event.venue,
      url: options.pageUrl,
    }));
}

/** Joins words as prose does: "a, b and c"; pass "or" for "a or b". */
export function joinWords(words: string[], last = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}
