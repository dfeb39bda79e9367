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

/** A block of `rows` rows from `top` down, each row with a pattern of black pixels no other block's row has (like lines of text). */
const block = (top: number, rows: number, width: number, seed: number): [number, number][] =>
  Array.from({ length: rows }, (_, row) => seed * 64 + row + 1).flatMap((pattern, row) =>
    Array.from({ length: width }, (_, x) => x)
      .filter((x) => pattern & (1 << x))
      .map((x) => [x, top + row] as [number, number]),
  );

const isRed = (png: PNG, x: number, y: number) => {
  const at = (y * png.width + x) * 4;
  return png.data[at]! > 200 && png.data[at + 1]! < 100 && png.data[at + 2]! < 100;
};

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
    expect(changed.every(([x, y]) => isRed(diff, x, y))).toBe(true);
    expect(isRed(diff, 0, 0)).toBe(false);
  });

  it('counts what a taller page has below the shorter one as changed', () => {
    const result = diffPictures(picture('short', 4, 4), picture('tall', 4, 6), join(dir, 'st.png'));
    expect(result).toEqual({ changedPixels: 8, totalPixels: 24, share: 8 / 24 });
  });

  it('does not count content that merely moved: a footer pushed down by a new paragraph is not a difference', () => {
    const [width, header, gap, footer, paragraph] = [16, 10, 40, 30, 20];
    const footerAt = header + gap;
    const before = picture('page', width, footerAt + footer, [...block(0, header, width, 1), ...block(footerAt, footer, width, 2)]);
    const after = picture('longer', width, footerAt + paragraph + footer, [
      ...block(0, header, width, 1),
      ...block(footerAt, paragraph, width, 3),
      ...block(footerAt + paragraph, footer, width, 2),
    ]);
    const result = diffPictures(before, after, join(dir, 'moved.png'));
    // The new paragraph is all that changed: the rows it added, nothing of the footer it pushed down.
    expect(result.changedPixels).toBe(paragraph * width);
    const diff = PNG.sync.read(readFileSync(join(dir, 'moved.png')));
    const redRows = Array.from({ length: diff.height }, (_, y) => y).filter((y) => Array.from({ length: width }, (_, x) => x).some((x) => isRed(diff, x, y)));
    expect(redRows).toEqual(Array.from({ length: paragraph }, (_, row) => footerAt + row));
  });
});
