export { default as FeeTable } from './FeeTable.astro';
