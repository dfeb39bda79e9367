/** The routes the build produces, so a menu never links a page that is not built yet, and the pages the HTML site map lists. */
import { getPages } from './pages.ts';
import { getProgrammesWithGeneratedPages } from './programmes.ts';
import { linkKind, pageRoute, PENDING, routeOf } from '../lib/links.ts';
import { LANGS, routeIn, type Lang } from '../lib/languages.ts';
import { CODE_ROUTES } from '../lib/code-routes.ts';

/** The pages the build makes from the programmes data (src/pages/[...language]/programmes/[programme].astro): in a language, by its route there and title; by default the English ones. */
export async function generatedProgrammePages(lang: Lang = 'en'): Promise<{ route: string; title: string }[]> {
  return (await getProgrammesWithGeneratedPages(lang)).map((p) => ({ route: routeIn(lang, p.data.page), title: p.data.name }));
}

let routes: Set<string> | undefined;
/** Every route the build produces: MDX pages, the programmes' generated pages in every language, and the few routes written in code. */
export async function knownRoutes(): Promise<Set<string>> {
  if (!routes) {
    const programmes = (await generatedProgrammePages()).flatMap((p) => LANGS.map((lang) => routeIn(lang, p.route)));
    routes = new Set([...(await getPages()).map((p) => pageRoute(p.id)), ...programmes, ...CODE_ROUTES]);
  }
  return routes;
}

/**
 * A menu target that is not built yet shows as "not yet published" rather than a
 * link that 404s. The route check in tests lists any such route.
 */
export async function menuHref(href: string): Promise<string> {
  if (linkKind(href) !== 'internal') return href;
  return (await knownRoutes()).has(routeOf(href)) ? href : PENDING;
}

/** The content pages search engines and the site map list: every MDX page except noindex ones, and the programmes' generated pages in every language, titled in it. */
export async function listedContentPages(): Promise<{ route: string; title: string }[]> {
  const pages = (await getPages()).filter((page) => !page.data.noindex).map((page) => ({ route: pageRoute(page.id), title: page.data.title }));
  return [...pages, ...(await Promise.all(LANGS.map(generatedProgrammePages))).flat()];
}
