/**
 * The governing body, executive council, IQAC or audit committee.
 * @from `university/<of>.yaml`
 */
export { default as UniversityTable } from './UniversityTable.astro';
