import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { breadcrumb: 'Breadcrumb' },
  hi: { breadcrumb: 'आप यहाँ हैं' },
});
