export { default as DepartmentPage } from './DepartmentPage.astro';
