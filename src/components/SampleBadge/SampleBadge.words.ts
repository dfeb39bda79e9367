import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { badge: 'Sample content', fieldsLead: 'Sample content:' },
  hi: { badge: 'नमूना सामग्री', fieldsLead: 'नमूना सामग्री:' },
});
