export { default as KeyFigures } from './KeyFigures.astro';
