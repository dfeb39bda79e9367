/** The site's menus (src/content/data/navigation.yaml): the header's tree and the groups the footer repeats. */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { menuHref } from './routes.ts';
import { entryIn } from './translations.ts';

/** The menu tree, its labels in the page's language. */
export async function getNavigation(lang: Lang) {
  const { data } = await requireEntry('navigation', 'navigation', 'src/content/data/navigation.yaml');
  return (await entryIn(lang, 'navigation', data)).items;
}

type MenuItem = Awaited<ReturnType<typeof getNavigation>>[number];
/** The groups of a menu tree marked footer: true, at any level. */
const footerGroupsOf = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [...(item.footer ? [item] : []), ...footerGroupsOf(item.items ?? [])]);

/** The menu groups the footer repeats (footer: true in navigation.yaml), each with its links. */
export async function getFooterGroups(lang: Lang) {
  const groups = footerGroupsOf(await getNavigation(lang));
  return Promise.all(
    groups.map(async (group) => ({
      label: group.label,
      links: await Promise.all(group.items!.map(async (item) => ({ label: item.label, href: await menuHref(item.href!) }))),
    })),
  );
}
