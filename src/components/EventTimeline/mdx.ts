/**
 * The event's dates, where it stands, and its calendar download (a part of the TechIdea page).
 * @from `events/techidea-2025.yaml`
 */
export { default as EventTimeline } from './EventTimeline.astro';
