/**
 * A school's faculty profiles grouped by its departments (the school's
 * `faculty.departments`, in that order). A person with a profile names one
 * of them as their department (src/content/data/people).
 */

/** How a department is matched, whichever way it is written ("Pharmacology" or "pharmacology"). */
export const departmentKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** People grouped by department, in department order, each group sorted by order then name. */
export function byDepartment<T extends { department: string; order: number; name: string }>(departments: readonly string[], people: T[]) {
  return departments.map((name) => ({
    key: departmentKey(name),
    name,
    people: people
      .filter((person) => departmentKey(person.department) === departmentKey(name))
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)),
  }));
}

/** The departments of the schools that show faculty profiles, per school (from the schools' `faculty.departments`). */
export type SchoolDepartments = { school: string; departments: readonly string[] }[];

/** The schools among these (each a school's data, as its file writes it) that show faculty profiles, with their departments. */
export const schoolsWithFaculty = (schools: unknown[]): SchoolDepartments =>
  schools.flatMap((data) => {
    const school = data as { name?: unknown; faculty?: { departments?: string[] } } | null;
    return school?.faculty?.departments ? [{ school: String(school.name), departments: school.faculty.departments }] : [];
  });

/**
 * Why a person with a profile cannot be shown under `department`, with the fix, or null: it must be one of a
 * school's faculty departments (the content check and the editor tell the editor so).
 */
export function profileDepartmentProblem(department: string | undefined, schools: SchoolDepartments): { problem: string; fix: string } | null {
  const known = schools.some((s) => s.departments.some((d) => departmentKey(d) === departmentKey(department ?? '')));
  if (department?.trim() && known) return null;
  return {
    problem: `a person with a profile is shown under a ${schools.map((s) => s.school).join(' or ')} department`,
    fix: `write department as one of ${schools.flatMap((s) => s.departments).join(', ')}`,
  };
}
