/**
 * Programmes (src/content/data/programmes.yaml) in the order of the file,
 * each with the name of its school from src/content/data/schools, so a
 * school is named in one place, and the page that describes it (its own
 * page, or the one the build generates from its data).
 */
import { getCollection } from 'astro:content';
import { byPosition } from '../lib/programme-display';
import { hasGeneratedPage, programmePage } from '../lib/programme-pages';

export interface SchoolName {
  id: string;
  name: string;
  /** For narrow table columns; the name when the school gives none. */
  shortName: string;
}

export async function getProgrammes() {
  const [programmes, schools] = await Promise.all([getCollection('programmes'), getCollection('schools')]);
  const names = new Map(schools.map((s) => [s.id, { id: s.id, name: s.data.name, shortName: s.data.shortName ?? s.data.name }]));
  return programmes.sort(byPosition).map((p) => ({
    ...p,
    // The content check has resolved every school reference, so the name is there.
    school: names.get(p.data.school.id)!,
    data: { ...p.data, school: p.data.school.id, page: programmePage({ id: p.id, page: p.data.page }) },
    /** The build makes this programme's page from its data (it has no hand-written page). */
    generatedPage: hasGeneratedPage(p.data),
  }));
}

export type ProgrammeEntry = Awaited<ReturnType<typeof getProgrammes>>[number];

/** The programmes whose page the build makes from their data, in the order of the file. */
export async function getProgrammesWithGeneratedPages(): Promise<ProgrammeEntry[]> {
  return (await getProgrammes()).filter((p) => p.generatedPage);
}

/** The schools that teach the given programmes, once each, in the order they first appear. */
export function schoolsOf(programmes: { school: SchoolName }[]): SchoolName[] {
  return [...new Map(programmes.map((p) => [p.school.id, p.school])).values()];
}
