/**
 * The registration forms while registration is open, the documents and the organisers' e-mail (a part of the TechIdea page).
 * @from `events/techidea-2025.yaml`
 */
export { default as EventRegistration } from './EventRegistration.astro';
