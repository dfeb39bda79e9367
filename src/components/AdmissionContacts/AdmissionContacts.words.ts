import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { email: 'E-mail', landlines: 'Landlines', address: 'Address', general: 'General enquiries:' },
  hi: { email: 'ई-मेल', landlines: 'लैंडलाइन', address: 'पता', general: 'सामान्य पूछताछ:' },
});
