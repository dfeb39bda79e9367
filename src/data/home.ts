/** The home page's content (src/content/data/home.yaml): carousel, courses, news and announcement. */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';

/** The home page's content, its shown words in a language (without one, as home.yaml writes them). */
export async function getHome(lang: Lang = 'en') {
  return entryIn(lang, 'home', (await requireEntry('home', 'home', 'src/content/data/home.yaml')).data);
}
