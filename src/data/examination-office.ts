/** The Office of the Controller of Examinations (src/content/data/examination-office.yaml). */
import { requireEntry } from './entry';

export async function getExaminationOffice() {
  return (await requireEntry('examinationOffice', 'examination-office', 'src/content/data/examination-office.yaml')).data;
}
