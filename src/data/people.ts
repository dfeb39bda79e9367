/**
 * People: one entry per person in src/content/data/people, read here for
 * every page that names someone (officer pages, faculty lists and cards,
 * committees, governing bodies, the event committee, the placement officer,
 * school messages). Pages get a person's name and role from this file only,
 * so a change to the person's YAML shows on every page that names them.
 */
import type { CollectionEntry } from 'astro:content';
import { readCollection, requireEntry } from './entry.ts';
import { idOf } from '../schemas/rules.ts';
import { byDepartment } from '../lib/faculty-departments.ts';
import { getSchool } from './schools.ts';
import { displayName, postOf, roleOf } from '../lib/person-naming.ts';
import type { Lang } from '../lib/languages.ts';
import { entryIn, getTranslator, textsIn } from './translations.ts';

export { displayName, postOf, roleOf };

export type Person = CollectionEntry<'people'>['data'] & { id: string };
/** A reference as a collection stores it ({ id, collection }) or a bare file name. */
export type PersonRef = string | { id: string };

/**
 * The person a reference points to, the words of their post (designation,
 * department, office), photo and profile in a language (the name stays as
 * written); the error names the file an editor must add or fix.
 */
export async function getPerson(ref: PersonRef, lang: Lang = 'en'): Promise<Person> {
  const id = idOf(ref);
  const entry = await requireEntry('people', id, `src/content/data/people/${id}.yaml`);
  return { ...(await entryIn(lang, 'people', entry.data)), id };
}

export const getPeople = (refs: PersonRef[], lang: Lang = 'en') => Promise.all(refs.map((ref) => getPerson(ref, lang)));

/** Name and role in a language, the two lines a committee table shows for a person. */
export async function personLines(ref: PersonRef, lang: Lang = 'en'): Promise<string[]> {
  const person = await getPerson(ref, lang);
  return [displayName(person), roleOf(person)];
}

/** A faculty list page's caption and rows in a language, in the order of its file in src/content/data/faculty-lists. */
export async function getFacultyList(list: string, lang: Lang) {
  const entry = await requireEntry('facultyLists', list, `src/content/data/faculty-lists/${list}.yaml`);
  const { caption, members } = await entryIn(lang, 'facultyLists', entry.data);
  const rows = await Promise.all(
    members.map(async (member) => {
      const person = await getPerson(member.person, lang);
      return {
        person: person.id,
        name: displayName(person),
        designation: postOf(person),
        department: person.department ?? '',
        profile: member.profile,
      };
    }),
  );
  return { caption, rows };
}

/** What a faculty card renders: the person's name, post and contact beside their profile fields. */
export type FacultyProfile = {
  id: string;
  data: NonNullable<Person['profile']> & {
    name: string;
    position: string;
    email?: string;
    phone?: string;
    image?: NonNullable<Person['photo']>['src'];
  };
};

/** A school's teachers (people with a profile in one of its faculty departments), grouped by department in the school's order, in the page's language. */
export async function getSchoolFaculty(school: string, lang: Lang) {
  const [{ faculty }, translate] = await Promise.all([getSchool(school), getTranslator(lang)]);
  if (!faculty) throw new Error(`src/content/data/schools/${school}.yaml has no faculty: list the departments its faculty profiles are grouped under`);
  const people = (await readCollection('people')).filter((entry) => entry.data.profile);
  const profiles = people.map(({ id, data }) => {
    // Grouped by the department as written; shown in the page's language.
    const shown = textsIn('people', data, translate);
    return {
      id,
      department: data.department ?? '',
      order: data.profile!.order,
      name: data.name,
      card: {
        id,
        data: {
          ...shown.profile!,
          name: displayName(data),
          position: postOf(shown),
          email: data.contact.email,
          phone: data.contact.phone,
          image: data.photo?.src,
        },
      } satisfies FacultyProfile,
    };
  });
  return byDepartment(faculty.departments, profiles).map((group) => ({ ...group, name: translate(group.name), people: group.people.map((p) => p.card) }));
}

/** A school's committees (school-committees.yaml) in a language, with their people's names, in the order of the file. */
export async function getSchoolCommittees(school: string, lang: Lang) {
  const committees = (await readCollection('schoolCommittees')).filter(({ data }) => idOf(data.school) === school);
  return Promise.all(
    committees.map(async (entry) => {
      const data = await entryIn(lang, 'schoolCommittees', entry.data);
      return {
        name: data.name,
        headRole: data.head.role,
        head: displayName(await getPerson(data.head.person)),
        members: (await getPeople(data.members)).map(displayName),
      };
    }),
  );
}
