/**
 * A row of large figures, each a value and what it counts.
 */
export { default as KeyFigures } from './KeyFigures.astro';
