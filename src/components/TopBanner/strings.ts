import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { notices: 'Notices' },
  hi: { notices: 'सूचनाएँ' },
});
