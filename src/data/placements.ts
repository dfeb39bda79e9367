/** Training and placement (src/content/data/placements.yaml): the highlights and the placement officer. */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';
import { today } from './today.ts';
import { figuresAreOld } from '../lib/figure-period.ts';

/** The placements in the page's language: the campus, the period if the source gives one, each highlight's figure with its unit and its label, and whether the figures are old on the build day. */
export async function getPlacements(lang: Lang) {
  const placements = await entryIn(lang, 'placements', (await requireEntry('placements', 'placements', 'src/content/data/placements.yaml')).data);
  return { ...placements, old: figuresAreOld(placements.period, today) };
}
