import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { comingSoon: 'coming soon', newTab: '(opens in a new tab)' },
  hi: { comingSoon: 'जल्द उपलब्ध', newTab: '(नए टैब में खुलता है)' },
});
