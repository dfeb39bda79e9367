/**
 * Stands in for `astro:content` when scripts/lib/content-model.mjs loads
 * src/content.config.ts outside Astro: collections are returned as written,
 * so the validator can read each loader and run each zod schema itself.
 */
import { z } from 'astro/zod';
import { recordReference } from './schema-context.mjs';

export { z };

export const defineCollection = (collection) => collection;

/** A reference to an entry of another collection: an id, checked once every entry is loaded. */
export function reference(collection) {
  return z
    .union([z.string(), z.object({ id: z.string(), collection: z.string() })])
    .superRefine((value) => recordReference(collection, typeof value === 'string' ? value : value.id))
    .meta({ reference: collection });
}
