/**
 * Works out the page's language once per request and gives every component it and its words (Astro.locals.lang, Astro.locals.t);
 * on a page in another language, marks the English texts of data files that have no translation yet (src/lib/untranslated-marks.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { dictionaries } from './i18n/index.ts';
import { DEFAULT_LANG, langOf } from './lib/languages.ts';
import { missingTranslations } from './lib/missing-translations.ts';
import { markUntranslated } from './lib/untranslated-marks.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const lang = langOf(context.currentLocale);
  context.locals.lang = lang;
  context.locals.t = dictionaries[lang];
  const response = await next();
  if (lang === DEFAULT_LANG || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  // The page renders while its body is read, so the texts it lacked are known only after.
  const html = await response.text();
  const marked = markUntranslated(html, missingTranslations.get(lang) ?? [], dictionaries[lang].frame.untranslated);
  return new Response(marked, { status: response.status, statusText: response.statusText, headers: response.headers });
});
