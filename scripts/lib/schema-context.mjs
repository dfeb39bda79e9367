/**
 * What the zod schemas need to know about the entry being checked, outside
 * Astro: the `image()` helper resolves paths relative to the entry's file, and
 * `reference()` records ids to check once every collection is loaded.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, extname, resolve, relative } from 'node:path';
import { z } from 'astro/zod';

const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg', '.tiff'];

/**
 * The entry being validated (set by scripts/lib/validate.mjs around each parse).
 * Kept on globalThis: the stand-in for `astro:content` is loaded by Vite's
 * module runner as a separate copy of this module, and both must share it.
 */
export const current = (globalThis.__contentCheck ??= { root: process.cwd(), file: '', references: [] });

export function recordReference(collection, id) {
  current.references.push({ collection, id, file: current.file });
}

/** Astro's `image()` schema helper: a path relative to the content file, to an image that exists. */
export function image() {
  return z
    .string()
    .superRefine((value, ctx) => {
      if (/^https:\/\//.test(value)) return;
      if (!IMAGE_EXTENSIONS.includes(extname(value).toLowerCase())) {
        ctx.addIssue({ code: 'custom', message: `"${value}" is not an image file: use a .jpg, .png, .webp, .avif or .svg file` });
        return;
      }
      if (!current.file) return;
      const target = value.startsWith('/') ? resolve(current.root, value.slice(1)) : resolve(dirname(resolve(current.root, current.file)), value);
      if (!existsSync(target) || !statSync(target).isFile()) {
        const wanted = relative(current.root, target);
        ctx.addIssue({
          code: 'custom',
          message: `there is no image at ${wanted}: the path is relative to this file (e.g. ../../../assets/placeholders/person.jpg); check the spelling or add the image under src/assets/`,
        });
      }
    })
    .meta({ image: true });
}

/** The `SchemaContext` Astro passes to schema functions. */
export const schemaContext = { image };
