export { default as AdmissionRules } from './AdmissionRules.astro';
