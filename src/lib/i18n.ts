/**
 * The site's two languages: English at /, Hindi at /hi/. Routes are written
 * in English ("/fee-structure"); a page's Hindi version, when there is one,
 * lives at the same route under /hi ("/hi/fee-structure").
 */
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const LANGUAGES: Record<Lang, { htmlLang: string; locale: string; ogLocale: string; name: string }> = {
  en: { htmlLang: 'en-IN', locale: 'en-IN', ogLocale: 'en_IN', name: 'English' },
  hi: { htmlLang: 'hi', locale: 'hi-IN', ogLocale: 'hi_IN', name: 'हिन्दी' },
};

/** The fragment an English-only page opens at when a Hindi page links to it: it shows a short note in Hindi. */
export const ENGLISH_ONLY_NOTE = 'hindi-unavailable';

/** The language a component renders in, from Astro.currentLocale. */
export function langOf(locale: string | undefined): Lang {
  return locale === 'hi' ? 'hi' : 'en';
}

export function langOfRoute(route: string): Lang {
  return route === '/hi' || route.startsWith('/hi/') ? 'hi' : 'en';
}

/** The English route of a route in either language: "/hi/fee-structure" → "/fee-structure", "/hi" → "/". */
export function sourceRoute(route: string): string {
  if (langOfRoute(route) === 'en') return route;
  return route.slice('/hi'.length) || '/';
}

/** The route of an English route in a language: "/fee-structure" → "/hi/fee-structure", "/" → "/hi". */
export function routeIn(lang: Lang, route: string): string {
  const source = sourceRoute(route);
  if (lang === 'en') return source;
  return source === '/' ? '/hi' : `/hi${source}`;
}

/**
 * Words in every language kept beside the code that owns them, checked by the
 * type checker: Hindi must give every key English has, of the same kind. The
 * site's own words are in src/i18n; only the enquiry service's messages,
 * which its server and island share, use this.
 */
export function defineStrings<T extends object>(strings: { en: T; hi: NoInfer<T> }): Record<Lang, T> {
  return strings;
}

/** Numbers as Indians write them, with Western digits in both languages: 155000 → "1,55,000". */
export function formatNumber(value: number, lang: Lang = 'en'): string {
  return new Intl.NumberFormat(LANGUAGES[lang].locale, { maximumFractionDigits: 0, numberingSystem: 'latn' }).format(value);
}
