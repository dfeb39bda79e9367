/**
 * The best practices.
 * @from `university/best-practices.yaml`
 */
export { default as BestPractices } from './BestPractices.astro';
