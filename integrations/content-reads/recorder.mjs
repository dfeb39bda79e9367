/**
 * astro:content as src/ sees it during a build: the same functions, except
 * that each entry read while a page renders is noted against that page
 * (see ./index.mjs). Outside a page (getStaticPaths, the server at run time)
 * nothing is noted.
 */
import * as content from 'astro:content';
import { currentReads } from './store.mjs';

export * from 'astro:content';

/** Notes the file of each entry read (an entry has `filePath` relative to the project). */
function note(result) {
  const reads = currentReads();
  if (!reads) return result;
  for (const entry of Array.isArray(result) ? result : [result]) {
    if (entry?.filePath) reads.add(entry.filePath);
    else if (entry?.collection) reads.add(`collection:${entry.collection}`);
  }
  return result;
}

export const getEntry = (...args) => Promise.resolve(content.getEntry(...args)).then(note);
export const getEntries = (...args) => Promise.resolve(content.getEntries(...args)).then(note);
export const getLiveEntry = content.getLiveEntry;

/** A filtered read depends on every entry the filter looked at, not only on those it kept. */
export function getCollection(collection, filter) {
  const seen = filter ? (entry) => (note(entry), filter(entry)) : undefined;
  return Promise.resolve(content.getCollection(collection, seen)).then(note);
}

export function render(entry, ...rest) {
  note(entry);
  return content.render(entry, ...rest);
}
