/**
 * Texts of data files a page in another language needed and no dictionary
 * gave, by language, and the dictionary lines that gave one: filled while
 * pages render (src/data/translations.ts), read by the middleware that marks
 * the missing ones on the page (src/middleware.ts) and by the build's report
 * for `npm run translations` (integrations/missing-translations.mjs). Kept on
 * globalThis so that every copy of this module in a build shares one list.
 */
import type { Lang } from './languages.ts';

type TextsByLang = Map<Lang, Set<string>>;

const shared = (name: '__missingTranslations' | '__usedTranslationLines'): TextsByLang =>
  ((globalThis as { [key in typeof name]?: TextsByLang })[name] ??= new Map());

const noteIn = (lists: TextsByLang) => (lang: Lang, text: string) => {
  if (!lists.has(lang)) lists.set(lang, new Set());
  lists.get(lang)!.add(text);
};

/** The texts no dictionary had, by language. */
export const missingTranslations = shared('__missingTranslations');
/** The dictionary lines (their English, as written) some page looked up, by language. */
export const usedLines = shared('__usedTranslationLines');

export const noteMissing = noteIn(missingTranslations);
export const noteUsed = noteIn(usedLines);
