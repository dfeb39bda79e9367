export { default as AuditObservations } from './AuditObservations.astro';
