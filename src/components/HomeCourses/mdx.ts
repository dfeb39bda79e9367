/**
 * The course cards of the home page.
 * @from `home.yaml`
 */
export { default as HomeCourses } from './HomeCourses.astro';
