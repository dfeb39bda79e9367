/** Picture sets of the photo gallery and media coverage pages (src/content/data/gallery.yaml). */
import { requireEntry } from './entry';

export async function getGallery(id: string) {
  return (await requireEntry('gallery', id, `the entry "${id}" of src/content/data/gallery.yaml`)).data;
}
