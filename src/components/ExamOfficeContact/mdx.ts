/**
 * The examination office, its contact and a map.
 * @from `examination-office.yaml`, `people/`
 */
export { default as ExamOfficeContact } from './ExamOfficeContact.astro';
