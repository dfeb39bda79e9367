/**
 * Documents (src/content/data/documents.yaml): every entry published by the
 * build day (a dated entry appears from its date, never before); one category
 * newest first with its New badges as of the build day; and the notices
 * current on that day (the home page and the notices bar show only these).
 */
import type { Lang } from '../lib/languages.ts';
import { entryIn, getTranslator } from './translations.ts';
import { readCollection } from './entry.ts';
import { today } from './today.ts';
import { getEvent } from './event.ts';
import { collectionSchema } from '../schemas/collection-schemas.ts';
import { dateDeclaration } from '../schemas/dated-fields.ts';
import { currentUntil, DOCUMENT_CATEGORIES, documentsIn, isCurrent, isNew, isPublished, type DocumentCategory } from '../lib/document-rules.ts';

/**
 * Every document published by the build day (a later-dated one waits for its
 * date, and one about an event for the event's announcement), in the order of
 * its file, with its shown words in a language and its last current day.
 */
export async function getDocuments(lang: Lang = 'en') {
  const { currentForDays } = dateDeclaration(collectionSchema('documents'), 'until');
  const documents = await Promise.all(
    (await readCollection('documents')).map(async (entry) => ({ entry, event: entry.data.event ? await getEvent(entry.data.event.id) : undefined })),
  );
  return Promise.all(
    documents
      .filter(({ entry, event }) => isPublished(entry.data, today) && (!event || event.announced))
      .map(async ({ entry, event }) => ({
        ...(await entryIn(lang, 'documents', entry.data)),
        id: entry.id,
        currentUntil: currentUntil(entry.data, { eventEnds: event?.dates.day2, currentForDays }),
      })),
  );
}

/** A document category's name (src/lib/document-rules.ts) in a language, from the data dictionaries. */
export async function getCategoryName(category: DocumentCategory, lang: Lang): Promise<string> {
  return (await getTranslator(lang))(DOCUMENT_CATEGORIES[category]);
}

export async function getDocumentsIn(category: DocumentCategory, lang: Lang = 'en') {
  return Promise.all(documentsIn(await getDocuments(), category).map((doc) => entryIn(lang, 'documents', { ...doc, isNew: isNew(doc.date, today) })));
}

/** The latest notices published by the build day, current or not, newest first: what the home page shows when none is current. */
export async function getLatestNotices(count: number, lang: Lang = 'en') {
  return (await getDocumentsIn('notifications', lang)).filter((doc) => doc.date).slice(0, count);
}

/** The notices current on the build day (or another, for the component gallery), newest first; `inBar` for the notices bar's. */
export async function getCurrentNotices({ inBar = false, on = today, lang = 'en' as Lang } = {}) {
  return (await getDocumentsIn('notifications', lang)).filter((doc) => doc.date && isCurrent(doc, doc.currentUntil, on) && (!inBar || doc.inBar));
}
