/**
 * Pictures that are drawings say so once (PictureNote.astro) on the built pages of the picture sets, in each
 * language: where gallery.yaml or facilities.yaml marks an entry's images sample, and only there.
 */
import { expect, it } from 'vitest';
import { readData } from '../../../tests/content.ts';
import { builtDoc, fullText } from '../../../tests/built-page.ts';
import { publishedRoutes } from '../../../tests/languages.ts';
import { isSampleField } from '../../lib/sample-fields.ts';
import { words } from './PictureNote.words.ts';

type Entry = { id: string; sample?: boolean | string[]; images: unknown[] };
// The photo gallery and the picture grids, and the facility pages with a carousel (a single banner is not a set).
const sets = [...readData<Entry[]>('gallery.yaml'), ...readData<Entry[]>('facilities.yaml').filter((f) => f.images.length > 1)];

it('some picture sets are drawings and say so', () => expect(sets.some((set) => isSampleField(set.sample, 'images'))).toBe(true));

for (const set of sets) {
  for (const [lang, route] of publishedRoutes(`/${set.id}`)) {
    it(`${route}: says its pictures are drawings exactly when its images are marked sample`, () => {
      const notes = builtDoc(route).querySelectorAll('[data-picture-note]');
      if (!isSampleField(set.sample, 'images')) return expect(notes).toHaveLength(0);
      expect(notes.map(fullText)).toEqual([words[lang].note]);
    });
  }
}
