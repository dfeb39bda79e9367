/** The side menus (src/content/data/side-menus/<id>.yaml) named in a page's sideMenus. */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';

export async function getSideMenu(id: string, lang: Lang) {
  return entryIn(lang, 'sideMenus', (await requireEntry('sideMenus', id, `src/content/data/side-menus/${id}.yaml (named in the page's sideMenus)`)).data);
}
