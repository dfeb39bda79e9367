export { default as Committee } from './Committee.astro';
