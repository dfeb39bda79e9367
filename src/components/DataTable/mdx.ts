export { default as DataTable } from './DataTable.astro';
