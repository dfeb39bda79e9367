/**
 * Every component the gallery shows: each `<Name>.fixtures.ts` beside its
 * component (or page template) gives its summary, the component and its
 * examples, so adding a fixtures file adds the component to the gallery. The
 * gallery's checks (tests/site/gallery.test.ts), screenshots and
 * accessibility crawl run over exactly these examples.
 */
import type { Fixtures, GalleryEntry } from './types.ts';

const fixtures = import.meta.glob<Fixtures>(['../components/*/*.fixtures.ts', '../layouts/*/*.fixtures.ts'], { eager: true });
const mdxModules = import.meta.glob<Record<string, unknown>>(['../components/*/mdx.ts', '../layouts/*/mdx.ts'], { eager: true });
/** The names MDX pages use, each with the component it stands for. */
const inMdx = new Map(Object.values(mdxModules).flatMap((module) => Object.entries(module)));

/** The gallery's entries by name, each named for its fixtures file (`ImageCarousel.fixtures.ts` shows `ImageCarousel`). */
export const gallery: GalleryEntry[] = Object.entries(fixtures)
  .map(([path, { summary, component, examples, screenshots }]) => {
    const name = path.split('/').pop()!.replace('.fixtures.ts', '');
    const folder = path.replace(/^\.\.\//, 'src/').replace(/\/[^/]+$/, '');
    return { name, folder, summary, component, examples, screenshots, inMdx: inMdx.get(name) === component };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
