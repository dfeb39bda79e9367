/**
 * The data layer's one way to read content: entries as pages show them, with
 * the session of the figures filled in wherever a text writes {session}
 * (src/lib/session-placeholder.ts), and, for an entry that must exist, an
 * error naming the file an editor has to add. Components get their data from
 * the small modules beside this one (src/data/<concern>.ts), never from
 * astro:content directly.
 */
import { getCollection, getEntries, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { fillSessionIn, writesSession } from '../lib/session-placeholder.ts';

/** Where the academic session the fee and intake figures are for ("2025-26") is written: `session` in fees.yaml. */
export const SESSION_FILE = 'src/content/data/fees.yaml';

// getEntry's overloads cannot be picked for a generic collection; the result is typed by C all the same.
const stored = <C extends CollectionKey>(collection: C, id: string) =>
  (getEntry as unknown as (collection: C, id: string) => Promise<CollectionEntry<C> | undefined>)(collection, id);

const missing = (collection: string, id: string, file: string) =>
  new Error(`${file} was not found (collection "${collection}", id "${id}"): add it, or correct the name that points to it`);

/** The academic session the fee and intake figures are for, e.g. "2025-26", as fees.yaml writes it. */
export async function getSession(): Promise<string> {
  const fees = await stored('fees', 'fees');
  if (!fees) throw missing('fees', 'fees', SESSION_FILE);
  return fees.data.session;
}

/**
 * The entries with {session} filled in, each one itself when it writes none. The session is read only when one
 * does, so a page is known to depend on fees.yaml (integrations/content-reads) only when it shows its session.
 */
async function shown<E extends { data: unknown }>(entries: E[]): Promise<E[]> {
  if (!entries.some((entry) => writesSession(entry.data))) return entries;
  const session = await getSession();
  return entries.map((entry) => (writesSession(entry.data) ? { ...entry, data: fillSessionIn(entry.data, session) } : entry));
}

export async function findEntry<C extends CollectionKey>(collection: C, id: string): Promise<CollectionEntry<C> | undefined> {
  const entry = await stored(collection, id);
  return entry && (await shown([entry]))[0];
}

export async function requireEntry<C extends CollectionKey>(collection: C, id: string, file: string): Promise<CollectionEntry<C>> {
  const entry = await findEntry(collection, id);
  if (!entry) throw missing(collection, id, file);
  return entry;
}

/** Every entry of a collection (those `keep` accepts), in the content store's order. */
export async function readCollection<C extends CollectionKey>(collection: C, keep?: (entry: CollectionEntry<C>) => unknown): Promise<CollectionEntry<C>[]> {
  const read = getCollection as unknown as (collection: C, keep?: (entry: CollectionEntry<C>) => unknown) => Promise<CollectionEntry<C>[]>;
  return shown(await read(collection, keep));
}

/** The entries a list of references names, in its order. */
export async function referencedEntries<C extends CollectionKey>(references: { collection: C; id: string }[]): Promise<CollectionEntry<C>[]> {
  const read = getEntries as unknown as (references: { collection: C; id: string }[]) => Promise<CollectionEntry<C>[]>;
  return shown(await read(references));
}
