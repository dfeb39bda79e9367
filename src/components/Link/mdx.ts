export { default as Link } from './Link.astro';
