/**
 * Where a page sits in the site, and the HTML site map, in a language: the
 * rules of src/lib/site-map.ts work on the English menu tree (its labels make
 * the site map's heading ids, which breadcrumbs link to), and the labels they
 * give are then shown in the language.
 */
import { breadcrumbs, OTHER_PAGES, sectionOf, siteMapGroups, type ParentPage, type SiteMapGroup } from '../lib/site-map.ts';
import { langOfRoute, sourceRoute, type Lang } from '../lib/languages.ts';
import { getNavigation } from './navigation.ts';
import { hrefIn } from './page-languages.ts';
import { listedContentPages } from './routes.ts';
import { getTranslator } from './translations.ts';

/**
 * A page's breadcrumb trail, its links leading to the pages in the language
 * where they have one, and the menu section its search results name. `route`
 * is the page's English route; its title and its parent's are given in the
 * language already.
 */
export async function getPlaceInSite(lang: Lang, route: string, title: string, parent?: ParentPage) {
  const [navigation, translate] = await Promise.all([getNavigation('en'), getTranslator(lang)]);
  const crumbs = await Promise.all(
    breadcrumbs(navigation, route, title, parent).map(async ({ label, href }, index, trail) => ({
      label: index === trail.length - 1 || (parent && href === parent.route) ? label : translate(label),
      href: href && (await hrefIn(lang, href)),
    })),
  );
  return { crumbs, section: translate(sectionOf(navigation, route, parent)) };
}

/**
 * The site map's groups in a language: the menu's words translated, the pages
 * by their English routes (links lead to the page in the language where it
 * exists), titled in the language where the page has one.
 */
export async function getSiteMap(lang: Lang): Promise<SiteMapGroup[]> {
  const [navigation, translate, listed] = await Promise.all([getNavigation('en'), getTranslator(lang), listedContentPages()]);
  const titles = new Map(listed.filter((page) => langOfRoute(page.route) === lang).map((page) => [sourceRoute(page.route), page.title]));
  const pages = listed
    .filter((page) => page.route !== '/' && langOfRoute(page.route) === 'en')
    .map((page) => ({ ...page, title: titles.get(page.route) ?? page.title }));
  /** Menu words in the language; page titles are already in it. Heading ids stay as the English labels make them. */
  const inLanguage = (group: SiteMapGroup, menu = group.label !== OTHER_PAGES): SiteMapGroup => ({
    ...group,
    label: translate(group.label),
    links: menu ? group.links.map((link) => ({ ...link, label: translate(link.label) })) : group.links,
    groups: group.groups.map((child) => inLanguage(child, menu)),
  });
  return siteMapGroups(navigation, pages).map((group) => inLanguage(group));
}
