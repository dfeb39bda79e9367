import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { breadcrumb: 'Breadcrumb' },
  hi: { breadcrumb: 'आप यहाँ हैं' },
});
