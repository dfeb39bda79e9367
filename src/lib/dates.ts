/**
 * The one date module: the day the site is built for (in India), days as
 * YYYY-MM-DD text, where a date stands relative to that day, and dates in
 * each language's words. Everything that changes with time (admission
 * cycles, notices, events, audits, "New" badges) is decided at build time
 * from buildDate(), so a daily build keeps the pages current and a test or
 * preview can build "as of" any day.
 */
import { LANGUAGES, type Lang } from './languages.ts';

/** The university's time zone: a date "has passed" when it has passed in Noida. */
export const TIME_ZONE = 'Asia/Kolkata';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date (YYYY-MM-DD) in India at the given instant. */
export function dateInIndia(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The day the pages are built for: BUILD_DATE (YYYY-MM-DD) when set, so a
 * preview or a test can build "as of" another day; otherwise today in India.
 * The one place the site reads the clock for its content.
 */
export function buildDate(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const fixed = env.BUILD_DATE;
  if (fixed) {
    if (!ISO_DAY.test(fixed)) throw new Error(`BUILD_DATE must be a date written YYYY-MM-DD (e.g. BUILD_DATE=2025-10-01), not "${fixed}"`);
    return fixed;
  }
  return dateInIndia(now);
}

/** A Date's calendar day as YYYY-MM-DD (the day in UTC: for dates made from YYYY-MM-DD text). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A value read from content as text: a date (YAML 1.1, as in MDX front matter, reads 2025-10-01 as a Date) as YYYY-MM-DD; nothing as undefined. */
export function dayText(value: unknown): string | undefined {
  if (value instanceof Date) return isoDay(value);
  return value === undefined || value === null ? undefined : String(value);
}

function utcDay(date: string): Date {
  const d = new Date(`${date}T00:00:00Z`);
  if (!ISO_DAY.test(date) || Number.isNaN(d.getTime())) throw new Error(`"${date}" is not a date in the form YYYY-MM-DD`);
  return d;
}

/** YYYY-MM-DD plus (or minus) whole days. */
export function addDays(date: string, days: number): string {
  const d = utcDay(date);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);
}

export type DayStatus = 'past' | 'today' | 'upcoming';

export function dayStatus(date: string, today: string): DayStatus {
  if (date < today) return 'past';
  if (date === today) return 'today';
  return 'upcoming';
}

export type PeriodStatus = 'past' | 'current' | 'upcoming';

/** A period of whole days, first and last day included: before it, during it, or over. */
export function periodStatus(from: string, to: string, today: string): PeriodStatus {
  if (to < today) return 'past';
  if (from > today) return 'upcoming';
  return 'current';
}

/** Shown while today is within the window; an open end is unbounded. */
export function withinWindow(window: { from?: string; until?: string }, today: string): boolean {
  return (!window.from || window.from <= today) && (!window.until || today <= window.until);
}

/** The one way dates are written: day, month in words and year, in the language's locale with Western digits. */
const dateFormat = (lang: Lang, { weekday = false, short = false, year = true } = {}) =>
  new Intl.DateTimeFormat(LANGUAGES[lang].locale, {
    timeZone: 'UTC',
    weekday: weekday ? 'long' : undefined,
    day: 'numeric',
    month: short ? 'short' : 'long',
    year: year ? 'numeric' : undefined,
    numberingSystem: 'latn',
  });

/**
 * An ISO date in the language's words: "7 November 2025", "7 नवंबर 2025";
 * with the weekday, "Friday 7 November 2025"; `short`, "7 Nov 2025"; without
 * the year, "7 Nov" (where the context makes the year plain).
 */
export function formatDate(isoDate: string, lang: Lang = 'en', options: { weekday?: boolean; short?: boolean; year?: boolean } = {}): string {
  return dateFormat(lang, options).format(utcDay(isoDate)).replace(',', '');
}

/**
 * A range of days as people read it, what the two ends share written once:
 * "11–13 November 2024", "30 November – 2 December 2024",
 * "30 December 2024 – 2 January 2025".
 */
export function formatDateRange(from: string, to: string, lang: Lang = 'en'): string {
  // The platform sets the dash between thin spaces; the site's text uses word spaces throughout.
  return dateFormat(lang).formatRange(utcDay(from), utcDay(to)).replaceAll('\u2009', ' ');
}
