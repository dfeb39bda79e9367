/**
 * Every programme, with filters by level and school and a sort by fee.
 * @from `programmes.yaml`, `schools/`
 */
export { default as ProgrammeExplorer } from './ProgrammeExplorer.astro';
