/**
 * The four departments of the College of Pharmacy, in the order the pages
 * list them. A person with a faculty profile names one of them as their
 * department (src/content/data/people).
 */
export const PHARMACY_DEPARTMENTS = {
  pharmaceutics: 'Pharmaceutics',
  pharmacology: 'Pharmacology',
  'pharmaceutical-chemistry-and-analysis': 'Pharmaceutical Chemistry and Analysis',
  pharmacognosy: 'Pharmacognosy',
} as const;

export type PharmacyDepartment = keyof typeof PHARMACY_DEPARTMENTS;

const keyOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The department a person's `department` names ("Pharmacology" or "pharmacology"), or null when it is none of them. */
export function pharmacyDepartmentOf(department: string): PharmacyDepartment | null {
  const key = keyOf(department);
  return key in PHARMACY_DEPARTMENTS ? (key as PharmacyDepartment) : null;
}

/** People grouped by department, in department order, each group sorted by order then name. */
export function byDepartment<T extends { department: string; order: number; name: string }>(people: T[]) {
  return (Object.keys(PHARMACY_DEPARTMENTS) as PharmacyDepartment[]).map((key) => ({
    key,
    name: PHARMACY_DEPARTMENTS[key],
    people: people.filter((person) => pharmacyDepartmentOf(person.department) === key).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)),
  }));
}
