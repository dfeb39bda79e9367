/**
 * Documents: circulars, notices, question papers, calendars, newsletters and
 * Ph.D. notifications. One list feeds every page that shows documents; these
 * are the rules for grouping, ordering and describing them.
 */
import { addDays, daysBetween } from './dates.ts';
import { linkKind } from './links.ts';

/** Every category a document can belong to (documents.yaml's `category`); the words pages use for each are below. */
export const DOCUMENT_CATEGORY_IDS = [
  'examination-circulars',
  'notifications',
  'question-papers-engineering',
  'question-papers-pharmacy',
  'question-papers-mca',
  'question-papers-archive',
  'calendars',
  'newsletters',
  'phd-notifications',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORY_IDS)[number];

/** How long a dated document counts as new: a month, long enough for a student who checks the notices monthly to see it. */
export const NEW_FOR_DAYS = 30;

/** New from its date (or any later day the site is built) for NEW_FOR_DAYS days; undated documents are never new. */
export function isNew(date: string | undefined, today: string): boolean {
  if (!date) return false;
  const age = daysBetween(date, today);
  return age >= 0 && age < NEW_FOR_DAYS;
}

/**
 * The last day a document counts as current: its own `until`, else the last
 * day of the event it announces, else its kind's period after its date (the
 * periods are declared with `until` in src/schemas/documents.ts). Undefined
 * when it never expires (undated, or of a kind that does not).
 */
export function currentUntil(
  doc: { category: string; date?: string; until?: string },
  { eventEnds, currentForDays = {} }: { eventEnds?: string; currentForDays?: Partial<Record<string, number>> } = {},
): string | undefined {
  if (doc.until) return doc.until;
  if (eventEnds) return eventEnds;
  const days = currentForDays[doc.category];
  return doc.date && days ? addDays(doc.date, days - 1) : undefined;
}

/** Scheduled publishing: a dated document appears from its date, never before; an undated one always. */
export function isPublished(doc: { date?: string }, today: string): boolean {
  return !doc.date || doc.date <= today;
}

/** Published by `today` and not past its last current day. */
export function isCurrent(doc: { date?: string }, until: string | undefined, today: string): boolean {
  return isPublished(doc, today) && (!until || today <= until);
}

/** The words pages use for each category a document can belong to (the categories: src/schemas/documents.ts). */
export const DOCUMENT_CATEGORIES: Record<DocumentCategory, string> = {
  'examination-circulars': 'Examination circulars',
  notifications: 'Examination notifications',
  'question-papers-engineering': 'Question papers: Engineering',
  'question-papers-pharmacy': 'Question papers: Pharmacy',
  'question-papers-mca': 'Question papers: MCA',
  'question-papers-archive': 'Question papers: Archive',
  calendars: 'Calendars of events',
  newsletters: 'University newsletters',
  'phd-notifications': 'Ph.D. examination notifications',
};

export interface DocumentLike {
  title: string;
  category: string;
  /** Publication date, YYYY-MM-DD. */
  date?: string;
  /** A session or volume label, e.g. "Odd Semester 2025-26" or "Vol 1". */
  session?: string;
  href: string;
  /** Place in the YAML file; breaks ties and orders undated documents. */
  position: number;
}

/**
 * The documents of one category, newest first: by date where both have one,
 * otherwise in the order of the file (so editors list undated documents,
 * such as newsletter volumes, newest first).
 */
export function documentsIn<T extends DocumentLike>(documents: T[], category: string): T[] {
  return documents.filter((d) => d.category === category).sort((a, b) => (a.date && b.date ? b.date.localeCompare(a.date) : 0) || a.position - b.position);
}

/** The file type shown beside a document link ("PDF"), or null for pages and sites. */
export function fileType(href: string): string | null {
  if (linkKind(href) !== 'file' && !/\.(pdf|docx?|xlsx?)$/i.test(href)) return null;
  const match = /\.([a-z0-9]+)$/i.exec(href);
  return match ? match[1]!.toUpperCase() : null;
}
