import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { badge: 'Sample content', fields: (names: string) => `Sample content: ${names}` },
  hi: { badge: 'नमूना सामग्री', fields: (names: string) => `नमूना सामग्री: ${names}` },
});
