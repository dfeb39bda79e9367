/** The scholarship schemes (src/content/data/scholarships.yaml). */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';

export async function getScholarships(lang: Lang) {
  return entryIn(lang, 'scholarships', (await requireEntry('scholarships', 'scholarships', 'src/content/data/scholarships.yaml')).data);
}
