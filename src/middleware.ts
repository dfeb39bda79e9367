/**
 * Works out the page's language once per request and gives every component it (Astro.locals.lang), by which each reads its words;
 * on a page in another language, marks the English texts of data files that have no translation yet (src/lib/untranslated-marks.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LANG, langOf } from './lib/languages.ts';
import { missingTranslations } from './lib/missing-translations.ts';
import { markUntranslated } from './lib/untranslated-marks.ts';
import { frame } from './lib/site.words.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const lang = langOf(context.currentLocale);
  context.locals.lang = lang;
  const response = await next();
  if (lang === DEFAULT_LANG || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  // The page renders while its body is read, so the texts it lacked are known only after.
  const html = await response.text();
  const marked = markUntranslated(html, missingTranslations.get(lang) ?? [], frame[lang].untranslated);
  return new Response(marked, { status: response.status, statusText: response.statusText, headers: response.headers });
});
