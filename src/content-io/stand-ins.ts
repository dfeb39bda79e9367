/**
 * Astro's `reference()` and `image()` outside the build (the scripts and the
 * tests), given to the schemas of src/schemas/ as the build gives Astro's:
 * a reference reads `{ collection, id }` as in the build and is recorded, to
 * be checked once every collection is read; an image is its path, which must
 * name an image file that exists relative to the entry's file.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, extname, relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

/**
 * What a schema that points at other entries or at images is given: Astro's
 * `reference()` and `image()` in the build (src/content.config.ts), the
 * stand-ins below when scripts and tests read content.
 */
export type Reference = <C extends string>(collection: C) => z.ZodType<{ collection: C; id: string }, string>;
export type Tools = { reference: Reference; image: SchemaContext['image'] };

const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg', '.tiff'];

export type ReferenceUse = { collection: string; id: string; file: string };
/** The entry being read (`file`, relative to `root`; set by the reader around each parse) and the references seen so far. */
export type ReadContext = { root: string; file: string; references: ReferenceUse[] };

export const readContext = (root = process.cwd()): ReadContext => ({ root, file: '', references: [] });

export function standIns(context: ReadContext): Tools {
  const image = () =>
    z
      .string()
      .superRefine((value, ctx) => {
        if (/^https:\/\//.test(value)) return;
        if (!IMAGE_EXTENSIONS.includes(extname(value).toLowerCase())) {
          ctx.addIssue({ code: 'custom', message: `"${value}" is not an image file: use a .jpg, .png, .webp, .avif or .svg file` });
          return;
        }
        if (!context.file) return;
        const target = value.startsWith('/') ? resolve(context.root, value.slice(1)) : resolve(dirname(resolve(context.root, context.file)), value);
        if (!existsSync(target) || !statSync(target).isFile()) {
          ctx.addIssue({
            code: 'custom',
            message: `there is no image at ${relative(context.root, target)}: the path is relative to this file (e.g. ../../../assets/placeholders/person.jpg); check the spelling or add the image under src/assets/`,
          });
        }
      })
      .meta({ image: true });

  // The metadata sits on the value written (an id), which is what the editor config and the field reference describe.
  const reference = <C extends string>(collection: C) =>
    z
      .union([z.string(), z.object({ id: z.string(), collection: z.string() })])
      .meta({ reference: collection })
      .transform((value) => {
        const id = typeof value === 'string' ? value : value.id;
        context.references.push({ collection, id, file: context.file });
        return { collection, id };
      });

  return { image, reference } as unknown as Tools;
}
