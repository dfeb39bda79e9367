/**
 * The words of data files in the page's language. English is the source;
 * a Hindi page looks each label up in src/content/data/translations/hi/,
 * and shows the English text until an editor adds its translation (the
 * content report lists what is missing).
 */
import { getCollection } from 'astro:content';
import type { Lang } from '../lib/i18n';
import { lookUp, type Translate } from '../lib/dictionary-lookup';
import { getSession } from './fees';

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

type TextFields<T> = { [K in keyof T]: T[K] extends string | string[] | undefined ? K : never }[keyof T];

/**
 * A copy of an entry's data with its shown text fields (a text or a list of
 * texts) in the page's language, so components show data as the data layer
 * gives it and never translate it themselves.
 */
export function textFieldsIn<T extends object>(data: T, fields: readonly TextFields<T>[], translate: Translate): T {
  const copy = { ...data };
  for (const field of fields) {
    const value = copy[field] as string | string[] | undefined;
    if (value !== undefined) copy[field] = (Array.isArray(value) ? value.map(translate) : translate(value)) as T[typeof field];
  }
  return copy;
}
