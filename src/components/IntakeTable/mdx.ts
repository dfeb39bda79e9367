/**
 * Seats per programme and their total.
 * @from `programmes.yaml`
 */
export { default as IntakeTable } from './IntakeTable.astro';
