export { default as PrivacyTerm } from './PrivacyTerm.astro';
