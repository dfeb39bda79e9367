/** A collection's schema (src/schemas/index.ts) as the site reads its entries: made once, with the stand-ins for Astro's tools. */
import type { z } from 'astro/zod';
import { COLLECTIONS, type CollectionName } from './index.ts';
import { readContext, standIns } from '../content-io/stand-ins.ts';

const schemas = new Map<CollectionName, z.ZodType>();

export function collectionSchema(collection: CollectionName): z.ZodType {
  if (!schemas.has(collection)) schemas.set(collection, COLLECTIONS[collection].schema(standIns(readContext())));
  return schemas.get(collection)!;
}
