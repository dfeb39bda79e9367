/**
 * Which pages exist in which language, and where a link in a page of one
 * language leads: to the page in the same language when it has been
 * translated, else to the English page, opened at its note that it is in
 * English only.
 */
import { getPages } from './pages.ts';
import { generatedProgrammePages } from './routes.ts';
import { DEFAULT_LANG, englishOnlyNote, LANGS, langOfRoute, routeIn, sourceRoute, TRANSLATED_LANGS, type Lang, type TranslatedLang } from '../lib/languages.ts';
import { linkKind, pageRoute, routeOf } from '../lib/links.ts';
import { CODE_ROUTES_IN_EVERY_LANGUAGE } from '../lib/code-routes.ts';

type PageRoutes = { english: Set<string>; translated: Record<TranslatedLang, Set<string>> };

let routes: Promise<PageRoutes> | undefined;
function pageRoutes() {
  routes ??= Promise.all([getPages(), generatedProgrammePages()]).then(([pages, programmes]) => {
    const inLanguage = (lang: Lang) => pages.map((page) => pageRoute(page.id)).filter((route) => langOfRoute(route) === lang);
    // The programmes' generated pages are built in every language.
    const everyLanguage = [...programmes.map((p) => p.route), ...CODE_ROUTES_IN_EVERY_LANGUAGE];
    const translated = TRANSLATED_LANGS.map((lang) => [lang, new Set([...inLanguage(lang).map(sourceRoute), ...everyLanguage])]);
    return {
      english: new Set([...inLanguage(DEFAULT_LANG), ...programmes.map((p) => p.route)]),
      translated: Object.fromEntries(translated) as PageRoutes['translated'],
    };
  });
  return routes;
}

/** The languages a page is published in, by its route in any language. */
export async function languagesOf(route: string): Promise<Lang[]> {
  const { translated } = await pageRoutes();
  return LANGS.filter((lang) => lang === DEFAULT_LANG || translated[lang].has(sourceRoute(route)));
}

/** An internal href as a page in `lang` links it; other kinds of link are unchanged. */
export async function hrefIn(lang: Lang, href: string): Promise<string> {
  if (lang === DEFAULT_LANG || linkKind(href) !== 'internal') return href;
  const route = sourceRoute(routeOf(href) === '/home' ? '/' : routeOf(href));
  const { english, translated } = await pageRoutes();
  if (translated[lang].has(route)) return routeIn(lang, route) + href.slice(href.split(/[?#]/)[0]!.length);
  // An English-only page opens at its note in the page's language; code routes (the admission form's hand-off) are left as they are.
  return english.has(route) && !href.includes('#') ? `${route}#${englishOnlyNote(lang)}` : href;
}
