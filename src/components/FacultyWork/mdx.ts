/**
 * The publications (`field="publications"`) or patents of the faculty cards, by department.
 * @from `people/` (a person with a `profile`)
 */
export { default as FacultyWork } from './FacultyWork.astro';
