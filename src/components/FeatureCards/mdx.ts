export { default as FeatureCards } from './FeatureCards.astro';
