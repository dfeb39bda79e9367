/** Schools (src/content/data/schools/<id>.yaml) with the programmes they list, and departments (src/content/data/departments/<id>.yaml) with the programme they teach. */
import { readCollection, referencedEntries, requireEntry } from './entry.ts';
import { getPages } from './pages.ts';
import { programmePage } from '../lib/programme-pages.ts';
import type { Lang } from '../lib/languages.ts';
import { programmeIn } from './programmes.ts';
import { getTranslator, entryIn } from './translations.ts';
import { pageRoute } from '../lib/links.ts';

/** A school and its programmes in the page's language. */
export async function getSchool(id: string, lang: Lang = 'en') {
  const { data } = await requireEntry('schools', id, `src/content/data/schools/${id}.yaml`);
  const programmes = await referencedEntries(data.programmes);
  // A card that shows the programme's full entry says what it is about and who approves it.
  for (const { id: programme, data: entry } of data.showEntryRules ? programmes : []) {
    for (const [field, what] of [
      ['description', 'a description'],
      ['affiliation', 'an affiliation: the body that approves the programme'],
    ] as const)
      if (!entry[field])
        throw new Error(
          `src/content/data/programmes.yaml (entry "${programme}"), ${field}: a programme of a school page that shows full entries (showEntryRules in schools/${id}.yaml) needs ${what}`,
        );
  }
  const translate = await getTranslator(lang);
  return {
    ...(await entryIn(lang, 'schools', data)),
    programmes: programmes.map((entry) => ({
      ...programmeIn(lang, entry.data, translate),
      id: entry.id,
      page: programmePage({ id: entry.id, page: entry.data.page }),
    })),
  };
}

/** A school's names alone (the home page's course cards), without reading its programmes. */
export async function getSchoolName(id: string, lang: Lang) {
  const data = await entryIn(lang, 'schools', (await requireEntry('schools', id, `src/content/data/schools/${id}.yaml`)).data);
  return { name: data.name, shortName: data.shortName ?? data.name };
}

/** A department with its programme in the page's language. */
export async function getDepartment(id: string, lang: Lang) {
  const file = `src/content/data/departments/${id}.yaml`;
  const { data } = await requireEntry('departments', id, file);
  const programme = await requireEntry(
    'programmes',
    data.programme.id,
    `src/content/data/programmes.yaml (entry "${data.programme.id}", named by programme in ${file})`,
  );
  return { ...(await entryIn(lang, 'departments', data)), programme: programmeIn(lang, programme.data, await getTranslator(lang)) };
}

/**
 * The English page that shows a school: the MDX page holding
 * <SchoolPage school="…">, so a school's route is written once, in its page's
 * file name. Its route, title and side menus; undefined while no page shows
 * the school.
 */
export async function getSchoolPage(id: string): Promise<{ route: string; title: string; sideMenus: string[] } | undefined> {
  const marker = new RegExp(`<SchoolPage\\s+school="${id}"`);
  const page = (await getPages()).find((p) => !p.id.startsWith('hi/') && marker.test(p.body ?? ''));
  return page && { route: pageRoute(page.id), title: page.data.title, sideMenus: page.data.sideMenus ?? [] };
}

/**
 * The page of the school that lists a programme, for its breadcrumbs and side menus: a school page given to the
 * programme's level alone (School of Engineering (Postgraduate) for an M.Tech) before one that lists every level
 * (School of Pharmacy's D.Pharm to M.Pharm), else the page of the school the programme belongs to.
 */
export async function getProgrammeSchoolPage(programme: { id: string; school: { id: string }; data: { level: string } }) {
  const levels = new Map((await readCollection('programmes')).map(({ id, data }) => [id, data.level]));
  const listing = (await readCollection('schools')).filter(({ data }) => data.programmes.some(({ id }) => id === programme.id));
  const ofItsLevel = listing.find(({ data }) => data.programmes.every(({ id }) => levels.get(id) === programme.data.level));
  return getSchoolPage((ofItsLevel ?? listing[0])?.id ?? programme.school.id);
}
