/**
 * The three admission buttons (procedure, apply form, fees).
 * @from `site.yaml`
 */
export { default as AdmissionActions } from './AdmissionActions.astro';
