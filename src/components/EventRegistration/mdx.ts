export { default as EventRegistration } from './EventRegistration.astro';
