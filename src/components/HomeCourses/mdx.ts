export { default as HomeCourses } from './HomeCourses.astro';
