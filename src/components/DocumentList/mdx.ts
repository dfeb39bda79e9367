/**
 * The documents of one category from `src/content/data/documents.yaml`, newest
 * first, each with its file type, a **New** badge for 30 days from its date,
 * and a "not yet published" marker when `pending`.
 *
 * `featureNewest` shows the newest document highlighted, then the others under
 * "Archive". `wide` lists the documents in two columns on screens of 1300 px and
 * wider (the examination pages use it for their long lists).
 */
export { default as DocumentList } from './DocumentList.astro';
