/**
 * The site's languages as tests read them: which languages a page is
 * published in, and the data words of a language (src/content/data/translations/<lang>/),
 * looked up by the build's own rule. Tests compare what a page in a language
 * shows with the content through it, never re-typing words.
 */
import { existsSync } from 'node:fs';
import { DEFAULT_LANG, englishOnlyNote, LANGS, routeIn, type Lang } from '../src/lib/languages.ts';
import { hasGeneratedPage, programmePage } from '../src/lib/programme-pages.ts';
import { lookUp, type Translate } from '../src/lib/dictionary-lookup.ts';
import { programmes, session, translations } from './content.ts';

export type { Translate };

/** Data words in a language, looked up as the build looks them up (src/lib/dictionary-lookup.ts). */
export function translator(lang: Lang): Translate {
  if (lang === DEFAULT_LANG) return (text) => text;
  const words = new Map(translations(lang).flatMap((dictionary) => Object.entries(dictionary)));
  return lookUp(words, session());
}

/** The programmes' generated pages (English routes): the build makes them in every language. */
const generatedPages = () => new Set(programmes().filter(hasGeneratedPage).map(programmePage));

/**
 * Whether a page is published in a language: its page is src/content/pages/<lang>/<route>.mdx, a programme's
 * generated page, or a route written in code for every language (src/pages/[...language]/<route>.astro).
 */
const publishedIn = (lang: Lang, route: string) =>
  lang === DEFAULT_LANG ||
  existsSync(`src/content/pages/${lang}${route === '/' ? '/index' : route}.mdx`) ||
  generatedPages().has(route) ||
  existsSync(`src/pages/[...language]${route}.astro`);

/** A page's route in each language it is published in, by its English route. */
export const publishedRoutes = (route: string) => LANGS.filter((lang) => publishedIn(lang, route)).map((lang) => [lang, routeIn(lang, route)] as const);

/**
 * Where an internal link written in the content leads on a page in `lang`: the page in that language when
 * src/content/pages/<lang>/ has it, else the English page at its note that it is in English only.
 */
export function hrefIn(lang: Lang, href: string): string {
  if (lang === DEFAULT_LANG || !href.startsWith('/')) return href;
  const [path, fragment] = href.split('#');
  if (fragment !== undefined) return `${hrefIn(lang, path!)}${hrefIn(lang, path!).includes('#') ? '' : `#${fragment}`}`;
  return publishedIn(lang, href) ? routeIn(lang, href) : `${href}#${englishOnlyNote(lang)}`;
}
