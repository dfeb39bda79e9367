export { default as FacultyDirectory } from './FacultyDirectory.astro';
