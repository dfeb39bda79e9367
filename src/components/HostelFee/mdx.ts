/**
 * The hostel fee a year, or that it is not yet published and the office to ask (on /hostel-facilities and /fee-structure).
 * @from `fees.yaml`, `hostel`
 */
export { default as HostelFee } from './HostelFee.astro';
