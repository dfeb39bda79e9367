/**
 * The event committee (a part of the TechIdea page).
 * @from `events/techidea-2025.yaml`
 */
export { default as EventCommittee } from './EventCommittee.astro';
