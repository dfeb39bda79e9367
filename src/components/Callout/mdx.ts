export { default as Callout } from './Callout.astro';
