/**
 * Cards with a title and a text or a short list, without links.
 */
export { default as FeatureCards } from './FeatureCards.astro';
