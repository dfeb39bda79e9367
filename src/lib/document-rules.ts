/**
 * Documents: circulars, notices, question papers, calendars, newsletters and
 * Ph.D. notifications. One list feeds every page that shows documents; these
 * are the rules for grouping, ordering and describing them.
 */
import { daysBetween } from './build-date';
import { linkKind } from './links';
import { formatDate as formatLongDate, type Lang } from './i18n';
import type { DocumentCategory } from '../schemas/documents';

/** How long a dated document counts as new: a month, long enough for a student who checks the notices monthly to see it. */
export const NEW_FOR_DAYS = 30;

/** New from its date (or any later day the site is built) for NEW_FOR_DAYS days; undated documents are never new. */
export function isNew(date: string | undefined, today: string): boolean {
  if (!date) return false;
  const age = daysBetween(date, today);
  return age >= 0 && age < NEW_FOR_DAYS;
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

export type { DocumentCategory };

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

/** "2025-11-10" → "10 November 2025" (in Hindi, "10 नवंबर 2025"). */
export function formatDate(isoDate: string, lang: Lang = 'en'): string {
  return formatLongDate(isoDate, lang);
}

/** The file type shown beside a document link ("PDF"), or null for pages and sites. */
export function fileType(href: string): string | null {
  if (linkKind(href) !== 'file' && !/\.(pdf|docx?|xlsx?)$/i.test(href)) return null;
  const match = /\.([a-z0-9]+)$/i.exec(href);
  return match ? match[1]!.toUpperCase() : null;
}
