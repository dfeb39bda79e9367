/**
 * A facility page's photos.
 * @from `facilities.yaml`
 */
export { default as Facility } from './Facility.astro';
