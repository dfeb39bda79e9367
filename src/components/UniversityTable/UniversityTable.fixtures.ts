import type { Example } from '../../gallery/types.ts';
import UniversityTable from './UniversityTable.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The university's tables: Governing Body, Executive Council, IQAC, Academic Audit Committee and the Course File Index.";
export const component = UniversityTable;

export const examples: Example[] = [
  { name: 'A body with its members', props: { of: 'governing-body' } },
  { name: 'The course file index, with blank columns for the auditor', props: { of: 'course-file-practical' } },
];
