export { default as EventRules } from './EventRules.astro';
