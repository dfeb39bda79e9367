/**
 * The site's own words in both languages (./en.ts, ./hi.ts), assembled from
 * each component's words file (src/components/<Name>/<Name>.words.ts). A
 * page's language is worked out once per request (src/middleware.ts), which
 * puts it and its dictionary on Astro.locals: components read
 * `Astro.locals.t.<namespace>`. Islands import their own words file, so their
 * bundles carry only their own words.
 */
import * as en from './en';
import * as hi from './hi';

export type Dictionary = typeof en;

/** Every dictionary, by language; the type requires Hindi to give every English namespace. */
export const dictionaries = { en, hi } satisfies Record<string, Dictionary>;

type Lang = keyof typeof dictionaries;

/** One namespace's words in both languages, by language (for tests and for code that renders both). */
export const wordsOf = <N extends keyof Dictionary>(namespace: N): Record<Lang, Dictionary[N]> => ({ en: en[namespace], hi: hi[namespace] });
