/**
 * Texts of data files a page in another language needed and no dictionary
 * gave, by language: filled while pages render (src/data/translations.ts),
 * read by the middleware that marks them on the page (src/middleware.ts) and
 * by the build's report for `npm run translations`
 * (integrations/missing-translations.mjs). Kept on globalThis so that every
 * copy of this module in a build shares one list.
 */
import type { Lang } from './languages.ts';

export const missingTranslations: Map<Lang, Set<string>> = ((globalThis as { __missingTranslations?: Map<Lang, Set<string>> }).__missingTranslations ??=
  new Map());

export function noteMissing(lang: Lang, text: string): void {
  if (!missingTranslations.has(lang)) missingTranslations.set(lang, new Set());
  missingTranslations.get(lang)!.add(text);
}
