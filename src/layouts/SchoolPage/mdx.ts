export { default as SchoolPage } from './SchoolPage.astro';
