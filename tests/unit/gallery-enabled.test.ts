import { expect, it } from 'vitest';
import { galleryEnabled } from '../../src/gallery/enabled.ts';

it.each([
  [{ dev: true }, true],
  [{ dev: false, preview: '1' }, true],
  [{ dev: false }, false],
  [{ dev: false, preview: '' }, false],
  [{ dev: false, preview: '0' }, false],
])('gallery for %o: %s', (env, expected) => expect(galleryEnabled(env)).toBe(expected));
