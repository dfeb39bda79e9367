import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { pending: 'not yet published', open: 'Scheme details', pdf: ' (PDF)', context: (scheme: string) => `for ${scheme}` },
  hi: { pending: 'अभी प्रकाशित नहीं', open: 'योजना का विवरण', pdf: ' (PDF)', context: (scheme: string) => `: ${scheme}` },
});
