/** The scholarship schemes (src/content/data/scholarships.yaml). */
import type { Lang } from '../lib/languages';
import { requireEntry } from './entry';
import { entryIn } from './translations';

export async function getScholarships(lang: Lang) {
  return entryIn(lang, 'scholarships', (await requireEntry('scholarships', 'scholarships', 'src/content/data/scholarships.yaml')).data);
}
