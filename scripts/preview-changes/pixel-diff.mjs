/**
 * Compares two screenshots and writes a picture of the differences: changed
 * pixels in red over a faded copy of the page. Content that merely moved
 * (a footer pushed down by a longer paragraph) is not a difference: the two
 * pictures' rows of pixels are first aligned like lines of text (jsdiff), so
 * that runs of rows both pictures have are compared with each other wherever
 * they are, and only the bands between them are compared pixel by pixel
 * (pixelmatch). What one picture has and the other lacks counts as changed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Fewer equal rows than this in a row do not anchor the alignment: a blank
 * gap between two changed lines of text stays inside their band, so the lines
 * are compared with each other rather than each with nothing.
 */
const ANCHOR_ROWS = 24;
/** Beyond this many rows added or removed the pictures are compared as they lie, top to top. */
const MAX_EDIT_ROWS = 4000;

/** A copy of the picture on a larger transparent canvas. */
function onCanvas(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const canvas = new PNG({ width, height });
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas;
}

/** A fingerprint of each row of pixels. */
function rowKeys(png) {
  const bytes = png.width * 4;
  return Array.from({ length: png.height }, (_, y) =>
    createHash('sha1')
      .update(png.data.subarray(y * bytes, (y + 1) * bytes))
      .digest('base64'),
  );
}

/**
 * The pictures as a list of bands { before, after, rows }: rows [before, before + rows.before)
 * of one facing rows [after, after + rows.after) of the other. Equal runs of at least
 * ANCHOR_ROWS rows are bands of their own; everything between them is one band.
 */
function bands(before, after) {
  const parts = diffArrays(rowKeys(before), rowKeys(after), { maxEditLength: MAX_EDIT_ROWS }) ?? [
    { removed: true, count: before.height },
    { added: true, count: after.height },
  ];
  const list = [];
  let [y0, y1] = [0, 0];
  let open = null;
  for (const part of parts) {
    const anchor = !part.added && !part.removed && part.count >= ANCHOR_ROWS;
    if (anchor) {
      if (open) list.push(open);
      list.push({ before: y0, after: y1, rows: { before: part.count, after: part.count } });
      open = null;
    } else {
      open ??= { before: y0, after: y1, rows: { before: 0, after: 0 } };
      if (!part.added) open.rows.before += part.count;
      if (!part.removed) open.rows.after += part.count;
    }
    if (!part.added) y0 += part.count;
    if (!part.removed) y1 += part.count;
  }
  if (open) list.push(open);
  return list;
}

/** Both pictures laid out band by band, each band as tall as its taller side, so that facing rows compare. */
function aligned(before, after) {
  const width = before.width;
  const list = bands(before, after);
  const height = list.reduce((sum, band) => sum + Math.max(band.rows.before, band.rows.after), 0);
  const [a, b] = [new PNG({ width, height }), new PNG({ width, height })];
  let y = 0;
  for (const band of list) {
    if (band.rows.before) PNG.bitblt(before, a, 0, band.before, width, band.rows.before, 0, y);
    if (band.rows.after) PNG.bitblt(after, b, 0, band.after, width, band.rows.after, 0, y);
    y += Math.max(band.rows.before, band.rows.after);
  }
  return [a, b];
}

/** @returns {{ changedPixels: number, totalPixels: number, share: number }} share is changed / total, 0 to 1. */
export function diffPictures(beforeFile, afterFile, diffFile) {
  const [first, second] = [PNG.sync.read(readFileSync(beforeFile)), PNG.sync.read(readFileSync(afterFile))];
  const wide = Math.max(first.width, second.width);
  const [before, after] = aligned(onCanvas(first, wide, first.height), onCanvas(second, wide, second.height));
  const diff = new PNG({ width: wide, height: before.height });
  const changedPixels = pixelmatch(before.data, after.data, diff.data, wide, before.height, { threshold: 0.1 });
  // One filter rather than pngjs's default trial of all five: the picture is written several times faster.
  if (diffFile) writeFileSync(diffFile, PNG.sync.write(diff, { filterType: 4 }));
  const totalPixels = wide * before.height;
  return { changedPixels, totalPixels, share: totalPixels ? changedPixels / totalPixels : 0 };
}
