/**
 * Which pages exist in which language, and where a link in a page of one
 * language leads: to the page in the same language when it has been
 * translated, else to the English page, opened at its note that it is in
 * English only.
 */
import { getPages } from './pages';
import { generatedProgrammePages } from './routes';
import { ENGLISH_ONLY_NOTE, LANGS, routeIn, sourceRoute, type Lang } from '../lib/i18n';
import { linkKind, pageRoute, routeOf } from '../lib/links';
import { SITE_MAP_ROUTE } from '../lib/site-map';
import { APPLY_ROUTE } from '../lib/admission-cycle';

/** Routes written in code that are built in every language (src/pages/[...language]/). */
const CODE_ROUTES_IN_EVERY_LANGUAGE = [SITE_MAP_ROUTE, APPLY_ROUTE];

const isHindi = (id: string) => id === 'hi' || id.startsWith('hi/');

let routes: Promise<{ english: Set<string>; translated: Set<string> }> | undefined;
function pageRoutes() {
  // The programmes' generated pages are built in every language.
  routes ??= Promise.all([getPages(), generatedProgrammePages()]).then(([pages, programmes]) => ({
    english: new Set([...pages.filter((page) => !isHindi(page.id)).map((page) => pageRoute(page.id)), ...programmes.map((p) => p.route)]),
    translated: new Set([
      ...pages.filter((page) => isHindi(page.id)).map((page) => sourceRoute(pageRoute(page.id))),
      ...programmes.map((p) => p.route),
      ...CODE_ROUTES_IN_EVERY_LANGUAGE,
    ]),
  }));
  return routes;
}

/** The English routes of pages that have a Hindi version (src/content/pages/hi/<route>.mdx). */
export async function translatedRoutes(): Promise<Set<string>> {
  return (await pageRoutes()).translated;
}

/** The languages a page is published in, by its English route. */
export async function languagesOf(route: string): Promise<Lang[]> {
  const hindi = (await translatedRoutes()).has(sourceRoute(route));
  return LANGS.filter((lang) => lang === 'en' || hindi);
}

/** An internal href as a page in `lang` links it; other kinds of link are unchanged. */
export async function hrefIn(lang: Lang, href: string): Promise<string> {
  if (lang === 'en' || linkKind(href) !== 'internal') return href;
  const route = sourceRoute(routeOf(href) === '/home' ? '/' : routeOf(href));
  const { english, translated } = await pageRoutes();
  if (translated.has(route)) return routeIn(lang, route) + href.slice(href.split(/[?#]/)[0]!.length);
  // An English-only page opens at its note in Hindi; code routes (the admission form's hand-off) are left as they are.
  return english.has(route) && !href.includes('#') ? `${route}#${ENGLISH_ONLY_NOTE}` : href;
}
