/**
 * Press clippings or posters.
 * @from `gallery.yaml`
 */
export { default as MediaGrid } from './MediaGrid.astro';
