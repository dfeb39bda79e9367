export { default as UniversityTable } from './UniversityTable.astro';
