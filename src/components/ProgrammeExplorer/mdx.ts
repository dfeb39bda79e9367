export { default as ProgrammeExplorer } from './ProgrammeExplorer.astro';
