import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import FacultyWork from './FacultyWork.astro';

// A school whose file lists its faculty's departments.
const school = await firstId('schools', (entry) => entry.data.faculty !== undefined);

/** What the component is for, shown above its examples in the gallery. */
export const summary = "Publications or patents of a school's faculty, gathered from their profiles and grouped by department.";
export const component = FacultyWork;

export const examples: Example[] = [
  { name: 'Publications', props: { school, field: 'publications' } },
  { name: 'Patents', props: { school, field: 'patents' } },
];
