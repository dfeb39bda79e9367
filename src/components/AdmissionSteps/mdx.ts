export { default as AdmissionSteps } from './AdmissionSteps.astro';
