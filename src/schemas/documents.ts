/** Circulars, notices, question papers, calendars, newsletters (documents.yaml): every page that lists documents reads these. */
import { z } from 'astro/zod';
import { datedAs, href, isoDate, position, sample, shown, type Tools } from './common.ts';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_IDS, type DocumentCategory } from '../lib/document-rules.ts';

/**
 * How long a dated document of a kind stays current (on the home page and in
 * the notices bar) when it gives no `until` of its own and announces no
 * event, counted from its date; afterwards it lives on in its archive page only.
 */
const CURRENT_FOR_DAYS: Partial<Record<DocumentCategory, number>> = {
  notifications: 60,
  'phd-notifications': 90,
  'examination-circulars': 90,
};

/** Circulars, notices, question papers, calendars, newsletters: every page that lists documents reads these. */
export const documentSchema = ({ reference }: Pick<Tools, 'reference'>) =>
  z
    .object({
      position,
      title: shown(z.string().min(5, 'give the document a title that says what it is')),
      category: z.enum(DOCUMENT_CATEGORY_IDS, `category must be one of: ${DOCUMENT_CATEGORY_IDS.join(', ')}`).meta({ choiceLabels: DOCUMENT_CATEGORIES }),
      /** Publication date: the document appears from it (never before); documents of a category are listed newest first by it. */
      date: datedAs('publishes').optional(),
      /** Session or volume, e.g. "Odd Semester 2025-26", "Vol 1". */
      session: shown(z.string()).optional(),
      /** A file under public/ (/documents/x.pdf), an https:// address, a page of this site, or "pending". */
      href,
      /** A notice: the last day it is current (shown on the home page and, with inBar, in the notices bar); by default its kind's period after its date. */
      until: datedAs('until', { currentForDays: CURRENT_FOR_DAYS }).optional(),
      /** A notice of an event (a file name in data/events): current until the event's last day. */
      event: reference('event').optional(),
      /** A notice: also listed in the notices bar under the menu of every page while it is current. */
      inBar: z.boolean().default(false),
      /** A document not yet published: the day it is expected, so its page can say when to look again. */
      expected: isoDate.optional(),
      sample,
    })
    .refine((d) => Boolean(d.date || d.session), {
      message: 'give the document a date (2025-07-14) or a session (Odd Semester 2025-26)',
      path: ['date'],
    })
    .refine((d) => !d.until || !d.date || d.date <= d.until, { message: 'until cannot be before the date', path: ['until'] });
