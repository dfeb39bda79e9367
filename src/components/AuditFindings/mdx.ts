/**
 * The academic audit: its findings and recommendations.
 * @from `university/academic-audit.yaml`
 */
export { default as AuditFindings } from './AuditFindings.astro';
