/**
 * The academic audit: its process and schedule.
 * @from `university/academic-audit.yaml`
 */
export { default as AuditSchedule } from './AuditSchedule.astro';
