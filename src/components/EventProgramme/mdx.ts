export { default as EventProgramme } from './EventProgramme.astro';
