/**
 * How to apply as six numbered steps (enquire, eligibility, apply, documents, fee, confirmation); the apply step follows the admission cycles, the last gives the confirmation payment.
 * @from `admission-cycles.yaml`, `fees.yaml`
 */
export { default as AdmissionSteps } from './AdmissionSteps.astro';
