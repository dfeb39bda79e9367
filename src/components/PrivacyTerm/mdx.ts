/**
 * How long enquiries are kept (`retention`), the privacy notice's version (`version`) or the consent checkbox's sentence (`consent`).
 * @from `enquiry.json` (`privacy`)
 */
export { default as PrivacyTerm } from './PrivacyTerm.astro';
