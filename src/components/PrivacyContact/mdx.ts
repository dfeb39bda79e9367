/**
 * The grievance contact for personal data, with the address.
 * @from `site.yaml` (`privacyContact`)
 */
export { default as PrivacyContact } from './PrivacyContact.astro';
