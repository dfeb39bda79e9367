/**
 * The department rule of `npm run check`: a person with a faculty profile is
 * a card on the page of a school with faculty profiles, shown under its
 * department, so their `department` is one of the schools' `faculty.departments`.
 * The check runs it over every person; the browser editor's form over the
 * person being edited (src/admin/entry-check.ts), in the same words.
 */
import { listEntries } from '../../../src/content-io/entries.ts';
import { profileDepartmentProblem, schoolsWithFaculty } from '../../../src/lib/faculty-departments.ts';
import { fieldLabel } from './explain.mjs';

/** @typedef {import('../../../src/lib/faculty-departments.ts').SchoolDepartments} SchoolDepartments */

/**
 * The schools that show faculty profiles, with their departments, read from their files.
 * @param {string} root the project folder
 * @param {import('../../../src/content-io/sources.ts').Source} source where the schools are (src/schemas/index.ts)
 * @returns {SchoolDepartments}
 */
export const facultyDepartments = (root, source) => schoolsWithFaculty(listEntries(root, 'schools', source).entries.map((entry) => entry.data));

/**
 * What is wrong with a person's department, where and how to fix it, or null (also when they have no profile).
 * @param {any} person the person's data
 * @param {SchoolDepartments} schools
 * @returns {{ path: string[], field: string, problem: string, fix: string } | null}
 */
export function departmentProblem(person, schools) {
  if (!person?.profile) return null;
  const wrong = profileDepartmentProblem(typeof person.department === 'string' ? person.department : undefined, schools);
  const path = ['department'];
  return wrong && { path, field: fieldLabel(path), ...wrong };
}

/**
 * The check's problems: each person of `people` whose department no school with faculty profiles lists.
 * @param {import('../../../src/content-io/entries.ts').Entry[]} people
 * @param {import('../../../src/content-io/entries.ts').Entry[]} schools the schools' entries
 * @returns {import('../../../src/content-io/entries.ts').Problem[]}
 */
export function facultyDepartmentProblems(people, schools) {
  const departments = schoolsWithFaculty(schools.map((school) => school.data));
  return people.flatMap((person) => {
    const wrong = departmentProblem(person.data, departments);
    if (!wrong) return [];
    const field = person.label === person.file ? wrong.field : `${person.id} › ${wrong.field}`;
    return [{ file: person.file, line: person.lineOf(wrong.path), field, problem: wrong.problem, fix: wrong.fix }];
  });
}
