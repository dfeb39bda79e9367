export { default as EventTimeline } from './EventTimeline.astro';
