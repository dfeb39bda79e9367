/**
 * Rules of the event page: the timeline's milestones from the event's dates,
 * whether each has passed as of a given day, date wording, and the entries
 * of the "add to calendar" file. Plain TypeScript, fed by the event collection.
 */
import type { CalendarEvent } from './ics';

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

export type DayStatus = 'past' | 'today' | 'upcoming';

/** The university's time zone: a date "has passed" when it has passed in Noida. */
export const TIME_ZONE = 'Asia/Kolkata';

/** Today's date (YYYY-MM-DD) in India at the given instant. */
export function dateInIndia(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The day the page is built for: BUILD_DATE (YYYY-MM-DD) when set, so a
 * preview can be built "as of" another day; otherwise today in India.
 */
export function buildDate(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const fixed = env.BUILD_DATE;
  if (fixed) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed)) throw new Error(`BUILD_DATE must be YYYY-MM-DD, not "${fixed}"`);
    return fixed;
  }
  return dateInIndia(now);
}

/** YYYY-MM-DD plus (or minus) whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) throw new Error(`"${date}" is not a date in the form YYYY-MM-DD`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function dayStatus(date: string, today: string): DayStatus {
  if (date < today) return 'past';
  if (date === today) return 'today';
  return 'upcoming';
}

/** 2025-11-07 → "Friday 7 November 2025". */
export function formatDate(date: string, { weekday = true } = {}): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'UTC',
    weekday: weekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}

/** The timeline in date order; pre-event workshops start the given number of days before day 1. */
export function milestones(event: Pick<EventFacts, 'dates' | 'workshopsDaysBefore'>): Milestone[] {
  const { dates, workshopsDaysBefore } = event;
  const list: Milestone[] = [
    { key: 'registrationDeadline', label: 'Registration deadline', date: dates.registrationDeadline, inCalendar: true },
    { key: 'workshops', label: `Pre-event workshops begin (${workshopsDaysBefore} days before day 1)`, date: addDays(dates.day1, -workshopsDaysBefore), inCalendar: false },
    { key: 'orientation', label: 'Orientation (mandatory before final team registration)', date: dates.orientation, inCalendar: true },
    { key: 'day1', label: 'Day 1', date: dates.day1, inCalendar: true },
    { key: 'day2', label: 'Day 2 and pitch finale', date: dates.day2, inCalendar: true },
  ];
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/** Over once its last day has passed. */
export function hasConcluded(dates: EventDates, today: string): boolean {
  return dayStatus(dates.day2, today) === 'past';
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
