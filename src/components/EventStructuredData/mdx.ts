export { default as EventStructuredData } from './EventStructuredData.astro';
