/**
 * The home page's first actions: apply while an admission cycle is open (else an enquiry), and explore the programmes.
 * @from `admission-cycles.yaml`
 */
export { default as HomeActions } from './HomeActions.astro';
