/**
 * The session fill of the data layer (fillSessionIn, applied to every entry by
 * src/data/entry.ts): each text of the content that writes {session} reads the
 * session of fees.yaml instead, wherever in its entry it is written, and an
 * entry that writes none is handed on as it is. Run on the real entries, as
 * their schemas read them.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, type Collection, type CollectionName } from '../../src/schemas/index.ts';
import { readEntries } from '../../src/content-io/read-entries.ts';
import { fillSessionIn, SESSION_PLACEHOLDER } from '../../src/lib/session-placeholder.ts';

/** Every text of a value with its path. */
function* textsOf(value: unknown, path: (string | number)[] = []): Generator<{ text: string; path: (string | number)[] }> {
  if (typeof value === 'string') yield { text: value, path };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* textsOf(item, [...path, i]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* textsOf(item, [...path, key]);
}
const at = (value: unknown, path: (string | number)[]) => path.reduce((inner: any, key) => inner?.[key], value);

const session = readEntries(COLLECTIONS.fees)[0]!.data.session;
// The dictionaries keep {session} as written: the lookup matches it (src/lib/dictionary-lookup.ts).
const names = (Object.keys(COLLECTIONS) as CollectionName[]).filter((name) => name !== 'translations');
const entries = names.flatMap((name) => readEntries(COLLECTIONS[name] as Collection).map(({ id, data }) => ({ name, id, data })));
const writing = entries.filter(({ data }) => [...textsOf(data)].some(({ text }) => text.includes(SESSION_PLACEHOLDER)));

describe('{session} in the content', () => {
  it('is written somewhere, and the session of the figures is known', () => {
    expect(writing.length).toBeGreaterThan(0);
    expect(session).toMatch(/^\d{4}-\d{2}$/);
  });

  it.each(writing.map((e) => [`${e.name} ${e.id}`, e] as const))('%s: each text that writes it shows the session there', (_, { data }) => {
    const filled = fillSessionIn(data, session);
    for (const { text, path } of textsOf(data)) {
      expect(at(filled, path), path.join('.')).toBe(text.replaceAll(SESSION_PLACEHOLDER, session));
    }
    expect(JSON.stringify(filled)).not.toContain(SESSION_PLACEHOLDER);
    // The entry as read is left as it was.
    expect([...textsOf(data)].some(({ text }) => text.includes(SESSION_PLACEHOLDER))).toBe(true);
  });

  it('an entry that writes none is handed on as it is, with its parts', () => {
    const plain = entries.filter((entry) => !writing.includes(entry));
    expect(plain.length).toBeGreaterThan(0);
    for (const { data } of plain) expect(fillSessionIn(data, session)).toBe(data);
  });
});
