/**
 * Compares two screenshots pixel by pixel (pixelmatch) and writes a picture
 * of the differences: changed pixels in red over a faded copy of the page.
 * Pictures of different heights are compared on the taller one's canvas, so
 * what one page has below the other's end counts as changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A copy of the picture on a larger transparent canvas. */
function onCanvas(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const canvas = new PNG({ width, height });
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas;
}

/** @returns {{ changedPixels: number, totalPixels: number, share: number }} share is changed / total, 0 to 1. */
export function diffPictures(beforeFile, afterFile, diffFile) {
  const before = PNG.sync.read(readFileSync(beforeFile));
  const after = PNG.sync.read(readFileSync(afterFile));
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(onCanvas(before, width, height).data, onCanvas(after, width, height).data, diff.data, width, height, { threshold: 0.1 });
  // One filter rather than pngjs's default trial of all five: the picture is written several times faster.
  if (diffFile) writeFileSync(diffFile, PNG.sync.write(diff, { filterType: 4 }));
  const totalPixels = width * height;
  return { changedPixels, totalPixels, share: changedPixels / totalPixels };
}
