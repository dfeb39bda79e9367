/**
 * Where a page sits in the site, worked out from the menu tree
 * (src/content/data/navigation.yaml): its breadcrumb trail, the section its
 * search results name, and the groups of the HTML site map. A page the menu
 * does not list sits directly under Home, in the site map's "Other pages".
 */
import { linkKind, routeOf } from './links.ts';

export interface NavItem {
  label: string;
  href?: string;
  items?: NavItem[];
}

export interface PageSummary {
  route: string;
  title: string;
}

export interface Crumb {
  label: string;
  /** Absent on the last crumb, the page itself. */
  href?: string;
}

/** The HTML site map's route; menu groups without a page of their own link to their heading there. */
export const SITE_MAP_ROUTE = '/sitemap';
export const OTHER_PAGES = 'Other pages';
export const HOME_SECTION = 'Home';

/** "Campus Life" → "campus-life"; used for the site map's heading ids. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The id of a menu group's heading on the site map: the slugs of its path joined, e.g. "about-governance". */
export function groupId(path: string[]): string {
  return path.map(slugify).join('-');
}

const isInternal = (href: string | undefined): href is string => Boolean(href) && linkKind(href!) === 'internal';

/**
 * The menu items leading to a route, outermost first, ending with the item that
 * links to it; null when the menu does not list the route. The first match wins.
 */
export function menuTrail(items: NavItem[], route: string): NavItem[] | null {
  for (const item of items) {
    if (isInternal(item.href) && routeOf(item.href) === route) return [item];
    if (item.items) {
      const inner = menuTrail(item.items, route);
      if (inner) return [item, ...inner];
    }
  }
  return null;
}

/**
 * A page the menu does not list may sit below one it does (a programme's
 * generated page below its school's page): its trail and section are its parent's.
 */
export interface ParentPage {
  route: string;
  title: string;
}

/** The top-level menu section a route belongs to ("Admissions"), "Home" for the home page, else its parent's, else "Other pages". */
export function sectionOf(items: NavItem[], route: string, parent?: ParentPage): string {
  if (route === '/') return HOME_SECTION;
  const trail = menuTrail(items, route);
  if (!trail && parent) return sectionOf(items, parent.route);
  return trail ? trail[0]!.label : OTHER_PAGES;
}

/**
 * The page a menu group stands for: its own item of the same name (the
 * Admissions group's "Admissions" is /admission-main), if it has one.
 */
export function sectionPage(group: NavItem): string | undefined {
  return group.items?.find((item) => !item.items && isInternal(item.href) && item.label === group.label)?.href;
}

/**
 * The breadcrumb trail of a page: Home, the menu groups above it and the
 * page's own title. A group links to its section page when it has one, as the
 * menu does, else to its heading on the site map; the section page itself
 * skips its own group, which would only repeat it. A page outside the menu
 * gets its parent's trail, the parent linked, then its title; without a
 * parent, Home › Title. The home page has no trail.
 */
export function breadcrumbs(items: NavItem[], route: string, title: string, parent?: ParentPage): Crumb[] {
  if (route === '/') return [];
  if (!menuTrail(items, route) && parent) {
    const above = breadcrumbs(items, parent.route, parent.title);
    return [...above.slice(0, -1), { label: parent.title, href: parent.route }, { label: title }];
  }
  const trail = menuTrail(items, route) ?? [];
  const groups = trail.slice(0, -1);
  const crumbs: Crumb[] = [{ label: HOME_SECTION, href: '/' }];
  groups.forEach((group, index) => {
    const page = sectionPage(group);
    if (page && routeOf(page) === route) return;
    const path = groups.slice(0, index + 1).map((g) => g.label);
    crumbs.push({ label: group.label, href: page ?? `${SITE_MAP_ROUTE}#${groupId(path)}` });
  });
  crumbs.push({ label: title });
  return crumbs;
}

export interface SiteMapLink {
  label: string;
  href: string;
}

export interface SiteMapGroup {
  label: string;
  /** Heading id, the target of the breadcrumbs' group links. */
  id: string;
  /** Heading level: 2 for a top-level section, 3 and 4 below it. */
  level: number;
  /** A top-level menu item that is itself a page (Home, Placements) links its heading. */
  href?: string;
  links: SiteMapLink[];
  groups: SiteMapGroup[];
}

function toGroup(item: NavItem, path: string[], level: number): SiteMapGroup {
  const group: SiteMapGroup = { label: item.label, id: groupId(path), level, links: [], groups: [] };
  for (const child of item.items ?? []) {
    if (child.items) group.groups.push(toGroup(child, [...path, child.label], level + 1));
    else group.links.push({ label: child.label, href: child.href! });
  }
  return group;
}

/** Every route the menu links to. */
export function menuRoutes(items: NavItem[]): Set<string> {
  const routes = new Set<string>();
  const walk = (list: NavItem[]) => {
    for (const item of list) {
      if (isInternal(item.href)) routes.add(routeOf(item.href));
      if (item.items) walk(item.items);
    }
  };
  walk(items);
  return routes;
}

/**
 * The HTML site map: one group per top-level menu item, in menu order, with its
 * links and sub-groups, then "Other pages": the given pages the menu does not
 * list, sorted by title. Pass only the pages that should be listed (not the
 * hidden ones: noindex pages, /home).
 */
export function siteMapGroups(items: NavItem[], pages: PageSummary[]): SiteMapGroup[] {
  const groups = items.map((item) => {
    if (item.items) return toGroup(item, [item.label], 2);
    return { label: item.label, id: groupId([item.label]), level: 2, href: item.href!, links: [], groups: [] };
  });
  const inMenu = menuRoutes(items);
  const others = pages
    .filter((page) => !inMenu.has(page.route))
    .sort((a, b) => a.title.localeCompare(b.title, 'en'))
    .map((page) => ({ label: page.title, href: page.route }));
  if (others.length > 0) groups.push({ label: OTHER_PAGES, id: groupId([OTHER_PAGES]), level: 2, links: others, groups: [] });
  return groups;
}

/** robots.txt: every page may be crawled (not the enquiry API); the sitemap says which pages exist. */
export function robotsTxt(siteUrl: string | URL): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${new URL('/sitemap-index.xml', siteUrl).href}`, ''].join('\n');
}
