import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import DepartmentPage from './DepartmentPage.astro';

const department = await firstId('departments');

/** What the component is for, shown above its examples in the gallery. */
export const summary = "A department's page: its introduction and sections (written by the page) around the facts of the department's file.";
export const component = DepartmentPage;

export const examples: Example[] = [
  { name: 'A department', props: { department }, slots: { intro: '<p>The page writes the introduction inside the slot.</p>' } },
];
