/**
 * The words of data files in the page's language. English is the source;
 * a Hindi page looks each label up in src/content/data/translations/hi/,
 * and shows the English text until an editor adds its translation (the
 * middleware marks it as English on the page; the content report lists what
 * is missing).
 */
import { getCollection } from 'astro:content';
import type { z } from 'astro/zod';
import type { CollectionName } from '../schemas/index.ts';
import { collectionSchema } from '../schemas/collection-schemas.ts';
import { def, peel, unwrap } from '../content-io/schema-shape.ts';
import type { Lang } from '../lib/languages.ts';
import { lookUp, type Translate } from '../lib/dictionary-lookup.ts';
import { isPlaceholder } from '../lib/placeholders.ts';
import { noteMissing, noteUsed } from '../lib/missing-translations.ts';
import { getSession } from './entry.ts';

export type { Translate };

const dictionaries = new Map<Lang, Promise<Map<string, string>>>();

async function dictionary(lang: Lang): Promise<Map<string, string>> {
  let words = dictionaries.get(lang);
  if (!words) {
    // Read as written, not through readCollection (entry.ts): the lookup matches a line's {session} itself.
    words = getCollection('translations', (entry) => entry.id.startsWith(`${lang}/`)).then(
      (entries) => new Map(entries.flatMap((entry) => Object.entries(entry.data))),
    );
    dictionaries.set(lang, words);
  }
  return words;
}

/**
 * A function from English text to the language's text. Labels written with
 * {session} in their file are looked up the same way, so a translation keeps
 * working when the session moves on.
 */
export async function getTranslator(lang: Lang): Promise<Translate> {
  if (lang === 'en') return (text) => text;
  const [words, session] = await Promise.all([dictionary(lang), getSession()]);
  return lookUp(words, session, { onMissing: (text) => noteMissing(lang, text), onFound: (line) => noteUsed(lang, line) });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The union's option that describes the value: a text, a list, or an object with the value's fields. */
function optionFor(options: z.ZodType[], value: unknown): z.ZodType | undefined {
  const wanted = typeof value === 'string' ? 'string' : Array.isArray(value) ? 'array' : isRecord(value) ? 'object' : undefined;
  return options.find((option) => def(unwrap(option).schema).type === wanted);
}

/**
 * A value with every text its schema marks `shown()` (src/schemas/common.ts)
 * translated: the same marker makes `npm run check` name a shown text with
 * no Hindi, so what the check asks for is what the pages show. A placeholder
 * (NIL, NA, -) stays as written, as the check leaves it: pages never show it.
 */
function shownIn(schema: z.ZodType, value: unknown, translate: Translate, field = ''): unknown {
  if (value === undefined || value === null) return value;
  if ((schema.meta() as { shown?: boolean } | undefined)?.shown) {
    const one = (text: string) => (isPlaceholder(field, text) ? text : translate(text));
    if (typeof value === 'string') return one(value);
    return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? one(item) : item)) : value;
  }
  // Wrapper by wrapper, since `shown()` may mark any of them.
  const inner = peel(schema);
  if (inner) return shownIn(inner, value, translate, field);
  const d = def(schema);
  if (d.type === 'array' && Array.isArray(value)) return value.map((item) => shownIn(d.element, item, translate, field));
  if (d.type === 'union') {
    const option = optionFor(d.options, value);
    return option ? shownIn(option, value, translate, field) : value;
  }
  if (d.type === 'object' && isRecord(value)) {
    const copy = { ...value };
    for (const [key, schema] of Object.entries(d.shape as Record<string, z.ZodType>)) if (key in copy) copy[key] = shownIn(schema, copy[key], translate, key);
    return copy;
  }
  return value;
}

/**
 * An entry's data in the page's language: a copy whose texts marked `shown()`
 * in its collection's schema come from the language's dictionaries. The data
 * layer hands components entries this way, so no component translates data.
 */
export async function entryIn<T>(lang: Lang, collection: CollectionName, data: T): Promise<T> {
  return lang === 'en' ? data : textsIn(collection, data, await getTranslator(lang));
}

/** The same with a translator at hand (for code that translates several entries at once). */
export const textsIn = <T>(collection: CollectionName, data: T, translate: Translate): T => shownIn(collectionSchema(collection), data, translate) as T;
