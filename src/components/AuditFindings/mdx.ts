export { default as AuditFindings } from './AuditFindings.astro';
