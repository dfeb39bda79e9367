/**
 * Date ranges as people read them: "11–13 November 2024",
 * "30 November – 2 December 2024", "30 December 2024 – 2 January 2025".
 * Dates are ISO strings (YYYY-MM-DD), read as calendar days without time zones.
 */
import { LANGUAGES, type Lang } from './languages';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Month names in another language, from the platform ("नवंबर"). */
const monthsIn = (lang: Lang) =>
  lang === 'en'
    ? MONTHS
    : MONTHS.map((_, i) => new Intl.DateTimeFormat(LANGUAGES[lang].locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i, 1)));

function parts(iso: string, lang: Lang): [number, string, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`"${iso}" is not a YYYY-MM-DD date`);
  const month = monthsIn(lang)[Number(match[2]) - 1];
  if (!month) throw new Error(`"${iso}" has no month ${match[2]}`);
  return [Number(match[3]), month, Number(match[1])];
}

export function dateRange(from: string, to: string, lang: Lang = 'en'): string {
  const [d1, m1, y1] = parts(from, lang);
  const [d2, m2, y2] = parts(to, lang);
  if (from === to) return `${d1} ${m1} ${y1}`;
  if (y1 !== y2) return `${d1} ${m1} ${y1} – ${d2} ${m2} ${y2}`;
  if (m1 !== m2) return `${d1} ${m1} – ${d2} ${m2} ${y2}`;
  return `${d1}–${d2} ${m2} ${y2}`;
}
