/**
 * The academic audit: its observations per department.
 * @from `university/academic-audit.yaml`
 */
export { default as AuditObservations } from './AuditObservations.astro';
