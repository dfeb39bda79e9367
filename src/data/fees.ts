/** Fees besides tuition and the refund rules (src/content/data/fees.yaml). */
import { requireEntry } from './entry';

export async function getFees() {
  return (await requireEntry('fees', 'fees', 'src/content/data/fees.yaml')).data;
}
