/**
 * The other charges, besides tuition.
 * @from `fees.yaml`
 */
export { default as ExtraCharges } from './ExtraCharges.astro';
