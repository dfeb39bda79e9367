/**
 * The department rule of `npm run check` (scripts/lib/content-check/faculty-departments.mjs):
 * a person with a faculty profile is shown under one of the departments the
 * schools with faculty profiles list. Run on the real people and schools,
 * read as the check reads them, with one person moved out of those departments.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/schemas/index.ts';
import { listEntries } from '../../src/content-io/entries.ts';
import { facultyDepartmentProblems } from '../../scripts/lib/content-check/faculty-departments.mjs';

const read = (name: 'people' | 'schools') => listEntries(process.cwd(), name, COLLECTIONS[name].source).entries;
const people = read('people');
const schools = read('schools');
type Fields = Record<string, any>;
const withFaculty = schools.map((school) => school.data as Fields).filter((school) => school.faculty?.departments);
const departments: string[] = withFaculty.flatMap((school) => school.faculty.departments);
const teacher = people.find((person) => (person.data as Fields).profile)!;
/** The teacher with other data: the same file, id and lines. */
const changed = (change: (data: Fields) => void) => {
  const data = structuredClone(teacher.data) as Fields;
  change(data);
  return { ...teacher, data };
};

describe("a faculty profile's department", () => {
  it('is one of the schools’ faculty departments for every person of the content', () => {
    expect(withFaculty.length).toBeGreaterThan(0);
    expect(teacher).toBeDefined();
    expect(facultyDepartmentProblems(people, schools)).toEqual([]);
  });

  it('outside them is named with its file, line and field, the schools it must belong to, and the departments to choose from', () => {
    const elsewhere = changed((data) => (data.department = `${data.department} studies`));
    const [problem, ...more] = facultyDepartmentProblems([elsewhere], schools);
    expect(more).toEqual([]);
    expect(problem).toEqual({
      file: teacher.file,
      line: teacher.lineOf(['department']),
      field: 'department',
      problem: expect.stringContaining('a person with a profile is shown under a'),
      fix: expect.stringContaining('write department as one of'),
    });
    for (const school of withFaculty) expect(problem!.problem).toContain(school.name);
    for (const department of departments) expect(problem!.fix).toContain(department);
  });

  it('is matched however it is capitalised, is needed once there is a profile, and is free without one', () => {
    expect(facultyDepartmentProblems([changed((data) => (data.department = departments[0]!.toUpperCase()))], schools)).toEqual([]);
    expect(facultyDepartmentProblems([changed((data) => delete data.department)], schools)).toHaveLength(1);
    const noProfile = changed((data) => {
      delete data.profile;
      data.department = `${data.department} studies`;
    });
    expect(facultyDepartmentProblems([noProfile], schools)).toEqual([]);
  });
});
