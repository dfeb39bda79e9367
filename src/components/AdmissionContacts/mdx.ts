export { default as AdmissionContacts } from './AdmissionContacts.astro';
