/**
 * The admission help desk's phones and e-mail.
 * @from `site.yaml`
 */
export { default as AdmissionContacts } from './AdmissionContacts.astro';
