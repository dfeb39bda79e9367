import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { pending: 'not yet published', newTab: '(opens in a new tab)', pdf: ' (PDF)' },
  hi: { pending: 'अभी प्रकाशित नहीं', newTab: '(नए टैब में खुलता है)', pdf: ' (PDF)' },
});
