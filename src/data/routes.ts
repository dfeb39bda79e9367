/** The routes the build produces, so a menu never links a page that is not built yet, and the pages the HTML site map lists. */
import { getPages } from './pages';
import { linkKind, pageRoute, PENDING, routeOf } from '../lib/links';

/** Routes written as .astro files or redirects rather than MDX pages. */
const CODE_ROUTES = ['/home', '/admission-apply', '/alumni', '/executive-secretary', '/sitemap'];

let routes: Set<string> | undefined;
/** Every route the build produces: MDX pages plus the few routes written in code. */
export async function knownRoutes(): Promise<Set<string>> {
  routes ??= new Set([...(await getPages()).map((p) => pageRoute(p.id)), ...CODE_ROUTES]);
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

/** The content pages search engines and the site map list: every MDX page except noindex ones. */
export async function listedContentPages(): Promise<{ route: string; title: string }[]> {
  return (await getPages()).filter((page) => !page.data.noindex).map((page) => ({ route: pageRoute(page.id), title: page.data.title }));
}
