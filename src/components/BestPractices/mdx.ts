export { default as BestPractices } from './BestPractices.astro';
