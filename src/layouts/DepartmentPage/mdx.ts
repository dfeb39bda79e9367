/**
 * A department's page.
 * @from `departments/<department>.yaml`
 */
export { default as DepartmentPage } from './DepartmentPage.astro';
