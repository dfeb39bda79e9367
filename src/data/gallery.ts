/** Picture sets of the photo gallery and media coverage pages (src/content/data/gallery.yaml). */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';

export async function getGallery(id: string, lang: Lang) {
  return entryIn(lang, 'gallery', (await requireEntry('gallery', id, `the entry "${id}" of src/content/data/gallery.yaml`)).data);
}
