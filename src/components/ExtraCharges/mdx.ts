export { default as ExtraCharges } from './ExtraCharges.astro';
