/** Works out the page's language once per request and gives every component it and its words (Astro.locals.lang, Astro.locals.t). */
import { defineMiddleware } from 'astro:middleware';
import { dictionaries } from './i18n/index.ts';
import { langOf } from './lib/languages.ts';

export const onRequest = defineMiddleware((context, next) => {
  const lang = langOf(context.currentLocale);
  context.locals.lang = lang;
  context.locals.t = dictionaries[lang];
  return next();
});
