/**
 * The ids gallery examples pass, read from the content collections as a page
 * names them in its tags, so no fixture retypes an entry and an editor who
 * renames or removes one leaves the gallery showing another.
 */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';

/** The id of the first entry of a collection (that `has` accepts), in the collection's order. */
export async function firstId<C extends CollectionKey>(collection: C, has: (entry: CollectionEntry<C>) => boolean = () => true): Promise<string> {
  const entry = (await getCollection(collection)).find(has);
  if (!entry) throw new Error(`Gallery fixtures: no entry of the "${collection}" collection fits the example`);
  return entry.id;
}
