/** Documents (src/content/data/documents.yaml): every entry, and one category newest first with its New badges as of the build day. */
import { getCollection } from 'astro:content';
import { today } from './today';
import { documentsIn, isNew, type DocumentCategory } from '../lib/document-rules';

export async function getDocuments() {
  return (await getCollection('documents')).map((entry) => ({ ...entry.data, id: entry.id }));
}

export async function getDocumentsIn(category: DocumentCategory) {
  return documentsIn(await getDocuments(), category).map((doc) => ({ ...doc, isNew: isNew(doc.date, today) }));
}
