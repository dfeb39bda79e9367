export { default as MediaGrid } from './MediaGrid.astro';
