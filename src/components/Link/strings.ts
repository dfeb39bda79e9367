import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { pending: 'not yet published', newTab: '(opens in a new tab)' },
  hi: { pending: 'अभी प्रकाशित नहीं', newTab: '(नए टैब में खुलता है)' },
});
