/**
 * The laboratories of a school.
 * @from `schools/<school>.yaml`, `labs`
 */
export { default as LabGallery } from './LabGallery.astro';
