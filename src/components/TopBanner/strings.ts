import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { announcements: 'Announcements' },
  hi: { announcements: 'सूचनाएँ' },
});
