export { default as FacultyList } from './FacultyList.astro';
