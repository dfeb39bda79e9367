/**
 * The site's own words in every language of src/lib/languages.ts (./en.ts,
 * ./hi.ts), assembled from each component's words file
 * (src/components/<Name>/<Name>.words.ts). A page's language is worked out
 * once per request (src/middleware.ts), which puts it and its dictionary on
 * Astro.locals: components read `Astro.locals.t.<namespace>`. Islands import
 * their own words file, so their bundles carry only their own words.
 */
import * as en from './en.ts';
import * as hi from './hi.ts';
import { LANGS, type Lang } from '../lib/languages.ts';

export type Dictionary = typeof en;
/** Every dictionary, by language; the type requires each language of the table, and each to give every English namespace. */
export const dictionaries = { en, hi } satisfies Record<Lang, Dictionary>;

/** One namespace's words in every language, by language (for tests and for code that renders them all). */
export const wordsOf = <N extends keyof Dictionary>(namespace: N) =>
  Object.fromEntries(LANGS.map((lang) => [lang, dictionaries[lang][namespace]])) as Record<Lang, Dictionary[N]>;
