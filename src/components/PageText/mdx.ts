export { default as PageText } from './PageText.astro';
