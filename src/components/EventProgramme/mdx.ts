/**
 * How the event runs (a part of the TechIdea page).
 * @from `events/techidea-2025.yaml`
 */
export { default as EventProgramme } from './EventProgramme.astro';
