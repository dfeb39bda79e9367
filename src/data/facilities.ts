/** The pictures of a facility or green-initiative page (src/content/data/facilities.yaml). */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';

export async function getFacility(id: string, lang: Lang) {
  return entryIn(lang, 'facilities', (await requireEntry('facilities', id, `the entry "${id}" of src/content/data/facilities.yaml`)).data);
}
