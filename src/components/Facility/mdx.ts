export { default as Facility } from './Facility.astro';
