/** Circulars, notices, question papers, calendars, newsletters (documents.yaml): every page that lists documents reads these. */
import { z } from 'astro/zod';
import { href, isoDate, position, sample } from './common';

/** Every category a document can belong to; the words pages use for each are in src/lib/documents.ts. */
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

/** Circulars, notices, question papers, calendars, newsletters: every page that lists documents reads these. */
export const documentSchema = z
  .object({
    position,
    title: z.string().min(5, 'give the document a title that says what it is'),
    category: z.enum(DOCUMENT_CATEGORY_IDS, `category must be one of: ${DOCUMENT_CATEGORY_IDS.join(', ')}`),
    /** Publication date; documents of a category are listed newest first by it. */
    date: isoDate.optional(),
    /** Session or volume, e.g. "Odd Semester 2025-26", "Vol 1". */
    session: z.string().optional(),
    /** A file under public/ (/documents/x.pdf), an https:// address, a page of this site, or "pending". */
    href,
    sample,
  })
  .refine((d) => Boolean(d.date || d.session), {
    message: 'give the document a date (2025-07-14) or a session (Odd Semester 2025-26)',
    path: ['date'],
  });
