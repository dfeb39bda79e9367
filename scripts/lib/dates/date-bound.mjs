/**
 * Which dates in content go out of date, and when. Kept in one place so the
 * rules are easy to adjust:
 *
 * - an academic session such as "2025-26" (or "2025-2026") is over after
 *   SESSION_END of its second year;
 * - a date under a deadline-like key (deadline, closes, lastDate, until…) is
 *   over the day after;
 * - a date under a date-like key (date, day, starts, on…) is over the day
 *   after when it belongs to an event: the file path or a key above it names
 *   an event, workshop, orientation, seminar, schedule or timeline.
 * Publication dates (published, updated, issued…) never go out of date.
 */

/** An academic session runs until the end of July of its second year. */
export const SESSION_END = { month: 7, day: 31 };

const DEADLINE_KEY = /(deadline|closes|closing|last.?date|end.?date|^ends?$|until|expires|expiry|^due)/i;
const DATE_KEY = /(^dates?$|date$|^days?\d*$|^on$|^starts?$|^start.?date$|^when$|^from$|^to$)/i;
const PUBLICATION_KEY = /(publish|posted|updated|issued|created|modified|released)/i;
const EVENT_CONTEXT = /(event|workshop|orientation|seminar|webinar|schedule|timeline|hackathon|conference|fest\b|competition|programme-day|registration)/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date from a YAML value: a Date, "2025-11-07", or "7 November 2025". */
export function toDate(value) {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(value.trim());
  if (iso) return new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
  const words = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(value.trim());
  if (words) {
    const month = MONTHS.indexOf(words[2].slice(0, 3).toLowerCase());
    if (month >= 0) return new Date(Date.UTC(Number(words[3]), month, Number(words[1])));
  }
  return null;
}

export const isoDay = (date) => date.toISOString().slice(0, 10);

/** A YAML value as text: a date (YAML reads 2025-10-01 as a Date) as YYYY-MM-DD; nothing as undefined. */
export const dayText = (value) => (value instanceof Date ? isoDay(value) : value === undefined || value === null ? undefined : String(value));

/**
 * Why a dated value is out of date as of `today`, or null.
 * @param {(string|number)[]} path keys from the file's root to the value
 * @param {unknown} value
 * @param {string} file the content file's path
 * @param {Date} today
 */
export function staleDate(path, value, file, today) {
  const key = [...path].reverse().find((k) => typeof k === 'string') ?? '';
  if (PUBLICATION_KEY.test(key)) return null;
  const date = toDate(value);
  if (!date || isoDay(date) >= isoDay(today)) return null;
  if (DEADLINE_KEY.test(key)) return `the deadline ${isoDay(date)} has passed`;
  if (DATE_KEY.test(key) && (EVENT_CONTEXT.test(file) || path.some((k) => typeof k === 'string' && EVENT_CONTEXT.test(k)))) {
    return `the event date ${isoDay(date)} is in the past`;
  }
  return null;
}

/** Academic sessions mentioned in a text ("2025-26", "2025–2026") that are over as of `today`. */
export function staleSessions(text, today) {
  const over = [];
  for (const match of String(text).matchAll(/(?<![\d-])(20\d\d)\s?[-–/]\s?(\d{2}|20\d\d)(?![\d-])/g)) {
    const first = Number(match[1]);
    const second = match[2].length === 2 ? Math.floor(first / 100) * 100 + Number(match[2]) : Number(match[2]);
    if (second !== first + 1) continue;
    const end = new Date(Date.UTC(second, SESSION_END.month - 1, SESSION_END.day));
    if (isoDay(end) < isoDay(today)) over.push(`${match[1]}-${match[2]}`);
  }
  return over;
}
