export { default as HomeCarousel } from './HomeCarousel.astro';
