/** The side menus (src/content/data/side-menus/<id>.yaml) named in a page's sideMenus. */
import { requireEntry } from './entry';

export async function getSideMenu(id: string) {
  return (await requireEntry('sideMenus', id, `src/content/data/side-menus/${id}.yaml (named in the page's sideMenus)`)).data;
}
