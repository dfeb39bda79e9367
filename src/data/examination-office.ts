/** The Office of the Controller of Examinations (src/content/data/examination-office.yaml). */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';

export async function getExaminationOffice(lang: Lang) {
  return entryIn(lang, 'examinationOffice', (await requireEntry('examinationOffice', 'examination-office', 'src/content/data/examination-office.yaml')).data);
}
