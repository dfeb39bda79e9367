/**
 * Every component the gallery shows: each `<Name>.fixtures.ts` beside its
 * component gives its summary, the component and its examples, so adding a
 * fixtures file adds the component to the gallery. The gallery's
 * accessibility and screenshot tests run over exactly these examples.
 */
import type { GalleryEntry } from './types.ts';

type FixturesFile = Pick<GalleryEntry, 'summary' | 'component' | 'examples'>;

const fixtures = import.meta.glob<FixturesFile>('../components/*/*.fixtures.ts', { eager: true });

/** The gallery's entries by name, each named for its fixtures file (`ImageCarousel.fixtures.ts` shows `ImageCarousel`). */
export const gallery: GalleryEntry[] = Object.entries(fixtures)
  .map(([path, { summary, component, examples }]) => ({ name: path.split('/').pop()!.replace('.fixtures.ts', ''), summary, component, examples }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const slugOf = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
