/**
 * The data layer's one way to read content: an entry that must exist, or an
 * error naming the file an editor has to add. Components get their data from
 * the small modules beside this one (src/data/<concern>.ts), never from
 * astro:content directly.
 */
import { getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';

export async function requireEntry<C extends CollectionKey>(collection: C, id: string, file: string): Promise<CollectionEntry<C>> {
  // getEntry's overloads cannot be picked for a generic collection; the result is typed by C all the same.
  const read = getEntry as unknown as (collection: C, id: string) => Promise<CollectionEntry<C> | undefined>;
  const entry = await read(collection, id);
  if (!entry) throw new Error(`${file} was not found (collection "${collection}", id "${id}"): add it, or correct the name that points to it`);
  return entry;
}
