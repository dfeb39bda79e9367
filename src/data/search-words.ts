/** The words the site search finds a page by that the page does not show: the other spellings of the glossary terms it is about. */
import { readCollection } from './entry.ts';
import { searchWordsOf } from '../lib/search.ts';
import { sourceRoute, type Lang } from '../lib/languages.ts';

export async function getSearchWords(lang: Lang, route: string) {
  // Looked up in the collection: a language without a glossary (English) is not a missing entry to warn about.
  const glossary = (await readCollection('glossary')).find(({ id }) => id === lang);
  return glossary ? searchWordsOf(glossary.data.terms, sourceRoute(route)) : { words: [], phrases: [] };
}
