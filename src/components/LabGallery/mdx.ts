export { default as LabGallery } from './LabGallery.astro';
