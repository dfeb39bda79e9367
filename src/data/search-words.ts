/** The words the site search finds a page by that the page does not show: the other spellings of the glossary terms it is about. */
import { findEntry } from './entry.ts';
import { searchWordsOf } from '../lib/search.ts';
import { sourceRoute, type Lang } from '../lib/languages.ts';

export async function getSearchWords(lang: Lang, route: string) {
  const glossary = await findEntry('glossary', lang);
  return glossary ? searchWordsOf(glossary.data.terms, sourceRoute(route)) : { words: [], phrases: [] };
}
