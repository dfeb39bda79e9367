/** Training and placement (src/content/data/placements.yaml): the highlights and the placement officer. */
import type { Lang } from '../lib/languages';
import { requireEntry } from './entry';
import { getTranslator, textFieldsIn } from './translations';

/** The placements in the page's language: the campus, and each highlight's figure with its unit and its label. */
export async function getPlacements(lang: Lang) {
  const [{ data }, translate] = await Promise.all([requireEntry('placements', 'placements', 'src/content/data/placements.yaml'), getTranslator(lang)]);
  return {
    ...textFieldsIn(data, ['campus'], translate),
    highlights: data.highlights.map((figure) => textFieldsIn(figure, ['value', 'label'], translate)),
  };
}
