export { default as ExamOfficeContact } from './ExamOfficeContact.astro';
