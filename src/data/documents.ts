/**
 * Documents (src/content/data/documents.yaml): every entry; one category
 * newest first with its New badges as of the build day; and the notices
 * current on that day (the home page and the notices bar show only these).
 */
import { getCollection } from 'astro:content';
import type { Lang } from '../lib/languages.ts';
import { entryIn } from './translations.ts';
import { today } from './today.ts';
import { getEvent } from './event.ts';
import { currentUntil, documentsIn, isCurrent, isNew, type DocumentCategory } from '../lib/document-rules.ts';

export async function getDocuments() {
  return Promise.all(
    (await getCollection('documents')).map(async (entry) => {
      const eventEnds = entry.data.event ? (await getEvent(entry.data.event.id)).dates.day2 : undefined;
      return { ...entry.data, id: entry.id, currentUntil: currentUntil(entry.data, eventEnds) };
    }),
  );
}

export async function getDocumentsIn(category: DocumentCategory, lang: Lang = 'en') {
  return Promise.all(documentsIn(await getDocuments(), category).map((doc) => entryIn(lang, 'documents', { ...doc, isNew: isNew(doc.date, today) })));
}

/** The notices current on the build day (or another, for the component gallery), newest first; `inBar` for the notices bar's. */
export async function getCurrentNotices({ inBar = false, on = today, lang = 'en' as Lang } = {}) {
  return (await getDocumentsIn('notifications', lang)).filter((doc) => doc.date && isCurrent(doc, doc.currentUntil, on) && (!inBar || doc.inBar));
}
