/**
 * The site's languages: the one table that the build's routing and site map
 * (astro.config.mjs), the pages, the server, the scripts and the tests ask.
 * English, the default, is at /; every other language is at /<code>/, its
 * pages in src/content/pages/<code>/. Routes are written in English
 * ("/fee-structure"); a page's version in another language lives at the same
 * route under that language's prefix ("/hi/fee-structure").
 * This file imports nothing, so Node runs it as it is (server/, scripts/).
 */
interface Language {
  /** The language's name in itself, as the language switch shows it. */
  name: string;
  /** Its name in English: names the note an English-only page shows in it (`#hindi-unavailable`). */
  englishName: string;
  /** `<html lang>`, `hreflang` and the site map's alternates; Pagefind indexes each language by it. */
  htmlLang: string;
  /** The Intl locale of dates and numbers (and, with "_", Open Graph's og:locale). */
  locale: string;
  /** The sentence's full stop. */
  fullStop: string;
}

export const LANGUAGES = {
  en: { name: 'English', englishName: 'English', htmlLang: 'en-IN', locale: 'en-IN', fullStop: '.' },
  hi: { name: 'हिन्दी', englishName: 'Hindi', htmlLang: 'hi', locale: 'hi-IN', fullStop: '।' },
} as const satisfies Record<string, Language>;

export type Lang = keyof typeof LANGUAGES;
export const DEFAULT_LANG = 'en' satisfies Lang;
/** The languages pages are translated into (each but English). */
export type TranslatedLang = Exclude<Lang, typeof DEFAULT_LANG>;

export const LANGS = Object.keys(LANGUAGES) as Lang[];
export const TRANSLATED_LANGS = LANGS.filter((lang): lang is TranslatedLang => lang !== DEFAULT_LANG);

export const isLang = (code: string | undefined): code is Lang => LANGS.includes(code as Lang);

/** The path every route in a language starts with: "" for English, "/hi" for Hindi. */
const prefixOf = (lang: Lang) => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** The language a component renders in, from Astro.currentLocale. */
export function langOf(locale: string | undefined): Lang {
  return isLang(locale) ? locale : DEFAULT_LANG;
}

/** The language of a route or path: "/hi", "/hi/fee-structure" → "hi"; "/fee-structure", "/hindi" → "en". */
export function langOfRoute(route: string): Lang {
  return TRANSLATED_LANGS.find((lang) => route === prefixOf(lang) || route.startsWith(`${prefixOf(lang)}/`)) ?? DEFAULT_LANG;
}

/** The English route of a route in any language: "/hi/fee-structure" → "/fee-structure", "/hi" → "/". */
export function sourceRoute(route: string): string {
  return route.slice(prefixOf(langOfRoute(route)).length) || '/';
}

/** The route of an English route in a language: "/fee-structure" → "/hi/fee-structure", "/" → "/hi". */
export function routeIn(lang: Lang, route: string): string {
  const source = sourceRoute(route);
  if (lang === DEFAULT_LANG) return source;
  return source === '/' ? prefixOf(lang) : `${prefixOf(lang)}${source}`;
}

/** The `[...language]` parameter of a page built in every language: none for English, the code for the others. */
export const languageParam = (lang: Lang): string | undefined => (lang === DEFAULT_LANG ? undefined : lang);

/** The fragment an English-only page opens at when a page in `lang` links to it: it shows a short note in that language. */
export const englishOnlyNote = (lang: TranslatedLang): string => `${LANGUAGES[lang].englishName.toLowerCase()}-unavailable`;

/** Whether a link leads to an English-only page's note for some language. */
export const isEnglishOnlyLink = (href: string): boolean => TRANSLATED_LANGS.some((lang) => href.endsWith(`#${englishOnlyNote(lang)}`));

/**
 * Words in every language of the table, kept beside the code that shows them
 * (a component's <Name>.words.ts, src/lib/site.words.ts, the enquiry
 * service's messages) and read there by language: `words[lang]`. The type
 * checker holds them: each language must give every key English gives, of the
 * same kind, and no other; a language added to the table is an error in every
 * words file until its words are written.
 */
export function defineWords<T extends object>(words: Record<typeof DEFAULT_LANG, T> & Record<TranslatedLang, NoInfer<T>>): Record<Lang, T> {
  return words;
}
