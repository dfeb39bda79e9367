/** The pictures of a facility or green-initiative page (src/content/data/facilities.yaml). */
import { requireEntry } from './entry';

export async function getFacility(id: string) {
  return (await requireEntry('facilities', id, `the entry "${id}" of src/content/data/facilities.yaml`)).data;
}
