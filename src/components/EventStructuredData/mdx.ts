/**
 * The event's data for search engines, nothing to see (a part of the TechIdea page).
 * @from `events/techidea-2025.yaml`
 */
export { default as EventStructuredData } from './EventStructuredData.astro';
