export { default as IntakeTable } from './IntakeTable.astro';
