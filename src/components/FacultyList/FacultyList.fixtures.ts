import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import FacultyList from './FacultyList.astro';

const list = await firstId('facultyLists');

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'A faculty list: name, designation, department and a link to the profile document, or that it is not yet published.';
export const component = FacultyList;

export const examples: Example[] = [{ name: 'The first faculty list', props: { list } }];
