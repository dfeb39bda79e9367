/** The pixel comparison of npm run preview:changes, on small pictures made here with known differences. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { diffPictures } from '../../scripts/preview-changes/pixel-diff.mjs';

const dir = mkdtempSync(join(tmpdir(), 'pixels-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A white picture with the given pixels painted black, written to a file. */
function picture(name: string, width: number, height: number, black: [number, number][] = []) {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (const [x, y] of black) png.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  const file = join(dir, `${name}.png`);
  writeFileSync(file, PNG.sync.write(png));
  return file;
}

describe('the pixel comparison', () => {
  it('finds nothing between two equal pictures', () => {
    expect(diffPictures(picture('a', 8, 8), picture('b', 8, 8), join(dir, 'ab.png'))).toEqual({ changedPixels: 0, totalPixels: 64, share: 0 });
  });

  it('counts each changed pixel and marks it in the picture of the differences', () => {
    const changed: [number, number][] = [
      [1, 1],
      [6, 2],
      [3, 7],
    ];
    const result = diffPictures(picture('c', 8, 8), picture('d', 8, 8, changed), join(dir, 'cd.png'));
    expect(result).toEqual({ changedPixels: changed.length, totalPixels: 64, share: changed.length / 64 });
    const diff = PNG.sync.read(readFileSync(join(dir, 'cd.png')));
    const isRed = (x: number, y: number) => {
      const at = (y * diff.width + x) * 4;
      return diff.data[at]! > 200 && diff.data[at + 1]! < 100 && diff.data[at + 2]! < 100;
    };
    expect(changed.every(([x, y]) => isRed(x, y))).toBe(true);
    expect(isRed(0, 0)).toBe(false);
  });

  it('counts what a taller page has below the shorter one as changed', () => {
    const result = diffPictures(picture('short', 4, 4), picture('tall', 4, 6), join(dir, 'st.png'));
    expect(result).toEqual({ changedPixels: 8, totalPixels: 24, share: 8 / 24 });
  });
});
