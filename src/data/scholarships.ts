/** The scholarship schemes (src/content/data/scholarships.yaml). */
import { requireEntry } from './entry';

export async function getScholarships() {
  return (await requireEntry('scholarships', 'scholarships', 'src/content/data/scholarships.yaml')).data;
}
