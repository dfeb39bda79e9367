import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { readMore: 'Read More' },
  hi: { readMore: 'और पढ़ें' },
});
