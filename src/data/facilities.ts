/** The pictures of a facility or green-initiative page (src/content/data/facilities.yaml). */
import type { Lang } from '../lib/languages';
import { requireEntry } from './entry';
import { entryIn } from './translations';

export async function getFacility(id: string, lang: Lang) {
  return entryIn(lang, 'facilities', (await requireEntry('facilities', id, `the entry "${id}" of src/content/data/facilities.yaml`)).data);
}
