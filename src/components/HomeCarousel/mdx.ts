/**
 * The home slides.
 * @from `home.yaml`
 */
export { default as HomeCarousel } from './HomeCarousel.astro';
