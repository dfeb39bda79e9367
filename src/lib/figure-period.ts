/**
 * The period a figure belongs to, as its source gives it: a session (2025-26,
 * August to July) or a year (2025). A figure whose period ended over a year
 * before the build day is old: its page says so and whom to ask, and the
 * home page no longer leads with it.
 */
import { sessionDates } from './admission-cycle.ts';
import { daysBetween } from './dates.ts';

/** How long after its period ends a figure still counts as the latest one may expect. */
export const FIGURES_OLD_AFTER_DAYS = 365;

const SESSION = /^(\d{4})-\d{2}$/;
const YEAR = /^\d{4}$/;

/** The last day of a session or a year. */
export function periodEnds(period: string): string {
  if (SESSION.test(period)) return sessionDates(period).ends;
  if (YEAR.test(period)) return `${period}-12-31`;
  throw new Error(`"${period}" is not a period such as 2025-26 or 2025`);
}

/** Whether figures of `period` ended over a year before `today`; figures without a period never age by date. */
export function figuresAreOld(period: string | undefined, today: string): boolean {
  return Boolean(period) && daysBetween(periodEnds(period!), today) > FIGURES_OLD_AFTER_DAYS;
}

/** The academic sessions a text names ("2025-26", "2025–2026") that ended before `today`, written as the text writes them. */
export function sessionsOverIn(text: string, today: string): string[] {
  const over: string[] = [];
  for (const match of text.matchAll(/(?<![\d-])(20\d\d)\s?[-–/]\s?(\d{2}|20\d\d)(?![\d-])/g)) {
    const first = Number(match[1]);
    const second = match[2]!.length === 2 ? Math.floor(first / 100) * 100 + Number(match[2]) : Number(match[2]);
    if (second === first + 1 && sessionDates(`${first}-${String(second % 100).padStart(2, '0')}`).ends < today) over.push(`${match[1]}-${match[2]}`);
  }
  return over;
}

/** The sessions (2025-26) and years (2025) a text names, to compare with the period its figures give. */
export function periodsNamedIn(text: string): string[] {
  return [...text.matchAll(/(?<![\d-])20\d\d(?:-\d\d)?(?![\d-])/g)].map((m) => m[0]);
}
