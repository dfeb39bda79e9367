/** Training and placement (src/content/data/placements.yaml): the highlights and the placement officer. */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';

/** The placements in the page's language: the campus, and each highlight's figure with its unit and its label. */
export async function getPlacements(lang: Lang) {
  return entryIn(lang, 'placements', (await requireEntry('placements', 'placements', 'src/content/data/placements.yaml')).data);
}
