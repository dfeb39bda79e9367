/** Training and placement (src/content/data/placements.yaml): the highlights and the placement officer. */
import { requireEntry } from './entry';

export async function getPlacements() {
  return (await requireEntry('placements', 'placements', 'src/content/data/placements.yaml')).data;
}
