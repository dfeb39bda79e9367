/**
 * The photo gallery.
 * @from `gallery.yaml`
 */
export { default as PhotoGallery } from './PhotoGallery.astro';
