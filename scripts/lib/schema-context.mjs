/**
 * What the zod schemas need to know about the entry being checked, outside
 * Astro (their tools, see src/schemas/common.ts): the `image()` helper resolves paths relative to the entry's file, and
 * `reference()` records ids to check once every collection is loaded.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, extname, resolve, relative } from 'node:path';
import { z } from 'astro/zod';

const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg', '.tiff'];

/**
 * The entry being validated (set by scripts/lib/validate.mjs around each parse).
 * Kept on globalThis, so every copy of this module shares it.
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

/** Astro's `reference()`: an id (or an entry's { id, collection }), checked once every entry is loaded. */
export function reference(collection) {
  return z
    .union([z.string(), z.object({ id: z.string(), collection: z.string() })])
    .superRefine((value) => recordReference(collection, typeof value === 'string' ? value : value.id))
    .meta({ reference: collection });
}

/** What the schemas are given in the build (src/content.config.ts): Astro's `image()` and `reference()`. */
export const schemaContext = { image, reference };
