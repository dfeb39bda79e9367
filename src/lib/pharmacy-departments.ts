/**
 * The four departments of the College of Pharmacy, in the order the pages
 * list them. Their keys are the folder names under src/content/data/faculty.
 */
export const PHARMACY_DEPARTMENTS = {
  pharmaceutics: 'Pharmaceutics',
  pharmacology: 'Pharmacology',
  'pharmaceutical-chemistry-and-analysis': 'Pharmaceutical Chemistry and Analysis',
  pharmacognosy: 'Pharmacognosy',
} as const;

export type PharmacyDepartment = keyof typeof PHARMACY_DEPARTMENTS;

/** The department of a faculty entry, from its id ("pharmacology/rohan-sample"). */
export function departmentOf(id: string): PharmacyDepartment {
  const key = id.split('/')[0] ?? '';
  if (!(key in PHARMACY_DEPARTMENTS)) throw new Error(`faculty entry "${id}" is not in a department folder`);
  return key as PharmacyDepartment;
}

/** Entries grouped by department, in department order, each group sorted by order then name. */
export function byDepartment<T extends { id: string; data: { order: number; name: string } }>(entries: T[]) {
  return (Object.keys(PHARMACY_DEPARTMENTS) as PharmacyDepartment[]).map((key) => ({
    key,
    name: PHARMACY_DEPARTMENTS[key],
    people: entries
      .filter((entry) => departmentOf(entry.id) === key)
      .sort((a, b) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name)),
  }));
}
