import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import FacultyDirectory from './FacultyDirectory.astro';

// A school whose file lists its faculty's departments.
const school = await firstId('schools', (entry) => entry.data.faculty !== undefined);

/** What the component is for, shown above its examples in the gallery. */
export const summary = "A school's faculty, one section per department that opens and closes, one card per person.";
export const component = FacultyDirectory;

export const examples: Example[] = [{ name: 'A school with faculty profiles', props: { school } }];
