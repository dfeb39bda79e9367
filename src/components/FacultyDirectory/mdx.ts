/**
 * Pharmacy faculty cards by department.
 * @from `people/` (a person with a `profile`)
 */
export { default as FacultyDirectory } from './FacultyDirectory.astro';
