/**
 * Who may take part and how teams are formed (a part of the TechIdea page).
 * @from `events/techidea-2025.yaml`
 */
export { default as EventRules } from './EventRules.astro';
