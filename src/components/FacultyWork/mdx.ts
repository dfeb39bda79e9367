export { default as FacultyWork } from './FacultyWork.astro';
