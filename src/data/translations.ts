/**
 * The words of data files in the page's language. English is the source;
 * a Hindi page looks each label up in src/content/data/translations/hi/,
 * and shows the English text until an editor adds its translation (the
 * content report lists what is missing).
 */
import { getCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { COLLECTIONS, type CollectionName } from '../schemas/index.ts';
import { readContext, standIns } from '../content-io/stand-ins.ts';
import type { Lang } from '../lib/languages.ts';
import { lookUp, type Translate } from '../lib/dictionary-lookup.ts';
import { isPlaceholder } from '../lib/placeholders.ts';
import { getSession } from './session.ts';

export type { Translate };

const dictionaries = new Map<Lang, Promise<Map<string, string>>>();

async function dictionary(lang: Lang): Promise<Map<string, string>> {
  let words = dictionaries.get(lang);
  if (!words) {
    words = getCollection('translations', (entry) => entry.id.startsWith(`${lang}/`)).then(
      (entries) => new Map(entries.flatMap((entry) => Object.entries(entry.data))),
    );
    dictionaries.set(lang, words);
  }
  return words;
}

/** Texts a page needed and no dictionary gave, gathered for the build's report of missing translations. */
export const missingTranslations: Map<Lang, Set<string>> = ((globalThis as { __missingTranslations?: Map<Lang, Set<string>> }).__missingTranslations ??=
  new Map());

/**
 * A function from English text to the language's text. Labels written with
 * {session} in their file are looked up the same way, so a translation keeps
 * working when the session moves on.
 */
export async function getTranslator(lang: Lang): Promise<Translate> {
  if (lang === 'en') return (text) => text;
  const [words, session] = await Promise.all([dictionary(lang), getSession()]);
  return lookUp(words, session, (text) => {
    if (!missingTranslations.has(lang)) missingTranslations.set(lang, new Set());
    missingTranslations.get(lang)!.add(text);
  });
}

/** The parts of a zod schema the walk below reads (zod's public `def`). */
type Def = {
  type: string;
  getter?: () => z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The union's option that describes the value: a text, a list, or an object with the value's fields. */
function optionFor(options: z.ZodType[], value: unknown): z.ZodType | undefined {
  const kind = (schema: z.ZodType): string => {
    const def = defOf(schema);
    if (WRAPPERS.has(def.type)) return kind(def.innerType!);
    return def.type === 'pipe' ? kind(defOf(def.in!).type === 'transform' ? def.out! : def.in!) : def.type;
  };
  const wanted = typeof value === 'string' ? 'string' : Array.isArray(value) ? 'array' : isRecord(value) ? 'object' : undefined;
  return options.find((option) => kind(option) === wanted);
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
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return shownIn(def.innerType!, value, translate, field);
  if (def.type === 'lazy') return shownIn(def.getter!(), value, translate, field);
  if (def.type === 'pipe') return shownIn(defOf(def.in!).type === 'transform' ? def.out! : def.in!, value, translate, field);
  if (def.type === 'array' && Array.isArray(value)) return value.map((item) => shownIn(def.element!, item, translate, field));
  if (def.type === 'union') {
    const option = optionFor(def.options!, value);
    return option ? shownIn(option, value, translate, field) : value;
  }
  if (def.type === 'object' && isRecord(value)) {
    const copy = { ...value };
    for (const [key, schema] of Object.entries(def.shape!)) if (key in copy) copy[key] = shownIn(schema, copy[key], translate, key);
    return copy;
  }
  return value;
}

const schemas = new Map<CollectionName, z.ZodType>();
const schemaOf = (collection: CollectionName): z.ZodType => {
  if (!schemas.has(collection)) schemas.set(collection, COLLECTIONS[collection].schema(standIns(readContext())));
  return schemas.get(collection)!;
};

/**
 * An entry's data in the page's language: a copy whose texts marked `shown()`
 * in its collection's schema come from the language's dictionaries. The data
 * layer hands components entries this way, so no component translates data.
 */
export async function entryIn<T>(lang: Lang, collection: CollectionName, data: T): Promise<T> {
  return lang === 'en' ? data : textsIn(collection, data, await getTranslator(lang));
}

/** The same with a translator at hand (for code that translates several entries at once). */
export const textsIn = <T>(collection: CollectionName, data: T, translate: Translate): T => shownIn(schemaOf(collection), data, translate) as T;
