/** Fees besides tuition and the refund rules (src/content/data/fees.yaml). */
import type { Lang } from '../lib/languages.ts';
import { requireEntry, SESSION_FILE } from './entry.ts';
import { entryIn } from './translations.ts';

export { getSession } from './entry.ts';

/** The fees with their shown words (charges, payment modes, refund rows, the office to ask) in a language. */
export async function getFees(lang: Lang) {
  return entryIn(lang, 'fees', (await requireEntry('fees', 'fees', SESSION_FILE)).data);
}
