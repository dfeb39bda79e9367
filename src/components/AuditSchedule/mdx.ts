export { default as AuditSchedule } from './AuditSchedule.astro';
