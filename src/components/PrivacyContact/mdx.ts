export { default as PrivacyContact } from './PrivacyContact.astro';
