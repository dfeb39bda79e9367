/**
 * Programmes (src/content/data/programmes.yaml) in the order of the file,
 * each with the name of its school from src/content/data/schools, so a
 * school is named in one place, and the page that describes it (its own
 * page, or the one the build generates from its data).
 */
import type { CollectionEntry } from 'astro:content';
import { readCollection } from './entry.ts';
import type { Lang } from '../lib/languages.ts';
import { byPosition } from '../lib/programme-display.ts';
import { LEVEL_NAMES_IN } from '../lib/programme-facts.ts';
import { hasGeneratedPage, programmePage } from '../lib/programme-pages.ts';
import { getTranslator, textsIn, type Translate } from './translations.ts';

export interface SchoolName {
  id: string;
  name: string;
  /** For narrow table columns; the name when the school gives none. */
  shortName: string;
}

type ProgrammeData = CollectionEntry<'programmes'>['data'];

/** A programme's entry in a language: its name, rules and description, and the name of its level. */
export function programmeIn(lang: Lang, data: ProgrammeData, translate: Translate) {
  return {
    ...textsIn('programmes', data, translate),
    levelName: LEVEL_NAMES_IN[lang][data.level] ?? data.level,
  };
}

/** The programmes in the page's language: names, level names, rules and descriptions, and their schools' names. */
export async function getProgrammes(lang: Lang) {
  const [programmes, schools, translate] = await Promise.all([readCollection('programmes'), readCollection('schools'), getTranslator(lang)]);
  const names = new Map(schools.map((s) => [s.id, { id: s.id, name: translate(s.data.name), shortName: translate(s.data.shortName ?? s.data.name) }]));
  return programmes.sort(byPosition).map((p) => ({
    ...p,
    // The content check has resolved every school reference, so the name is there.
    school: names.get(p.data.school.id)!,
    data: { ...programmeIn(lang, p.data, translate), school: p.data.school.id, page: programmePage({ id: p.id, page: p.data.page }) },
    /** The build makes this programme's page from its data (it has no hand-written page). */
    generatedPage: hasGeneratedPage(p.data),
  }));
}

export type ProgrammeEntry = Awaited<ReturnType<typeof getProgrammes>>[number];

/** The programmes whose page the build makes from their data, in the order of the file. */
export async function getProgrammesWithGeneratedPages(lang: Lang): Promise<ProgrammeEntry[]> {
  return (await getProgrammes(lang)).filter((p) => p.generatedPage);
}

/** The schools that teach the given programmes, once each, in the order they first appear. */
export function schoolsOf(programmes: { school: SchoolName }[]): SchoolName[] {
  return [...new Map(programmes.map((p) => [p.school.id, p.school])).values()];
}
