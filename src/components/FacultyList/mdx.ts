/**
 * A faculty list.
 * @from `faculty-lists/`, `people/`
 */
export { default as FacultyList } from './FacultyList.astro';
