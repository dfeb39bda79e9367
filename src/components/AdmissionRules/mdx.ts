/**
 * The admission rules by school.
 * @from `programmes.yaml`
 */
export { default as AdmissionRules } from './AdmissionRules.astro';
