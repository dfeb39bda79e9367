export { default as AdmissionActions } from './AdmissionActions.astro';
