/**
 * Reads the singleton collections (site settings, navigation, home) and the
 * set of routes the build produces, for the frame and the page templates.
 */
import { getCollection, getEntry } from 'astro:content';
import { linkKind, pageRoute, PENDING, routeOf } from './lib/links';

export { getSite } from './data/site';

export async function getNavigation() {
  const entry = await getEntry('navigation', 'navigation');
  if (!entry) throw new Error('src/content/data/navigation.yaml is missing');
  return entry.data.items;
}

type MenuItem = Awaited<ReturnType<typeof getNavigation>>[number];
/** The groups of a menu tree marked footer: true, at any level. */
const footerGroupsOf = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [...(item.footer ? [item] : []), ...footerGroupsOf(item.items ?? [])]);

/** The menu groups the footer repeats (footer: true in navigation.yaml), each with its links. */
export async function getFooterGroups() {
  const groups = footerGroupsOf(await getNavigation());
  return Promise.all(
    groups.map(async (group) => ({
      label: group.label,
      links: await Promise.all(group.items!.map(async (item) => ({ label: item.label, href: await menuHref(item.href!) }))),
    })),
  );
}

export async function getHome() {
  const entry = await getEntry('home', 'home');
  if (!entry) throw new Error('src/content/data/home.yaml is missing');
  return entry.data;
}

/** Routes written as .astro files or redirects rather than MDX pages. */
const CODE_ROUTES = ['/home', '/admission-apply', '/alumni', '/executive-secretary', '/sitemap'];

let routes: Set<string> | undefined;
/** Every route the build produces: MDX pages plus the few routes written in code. */
export async function knownRoutes(): Promise<Set<string>> {
  if (!routes) {
    const pages = await getCollection('pages');
    routes = new Set([...pages.map((p) => pageRoute(p.id)), ...CODE_ROUTES]);
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

// ---------------------------------------------------------------- findability
/** The content pages search engines and the site map list: every MDX page except noindex ones. */
export async function listedContentPages(): Promise<{ route: string; title: string }[]> {
  const pages = await getCollection('pages', (page) => !page.data.noindex);
  return pages.map((page) => ({ route: pageRoute(page.id), title: page.data.title }));
}
