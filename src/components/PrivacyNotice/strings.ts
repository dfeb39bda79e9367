import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { email: 'E-mail', phone: 'Phone', days: (n: number) => `${n} days` },
  hi: { email: 'ई-मेल', phone: 'फ़ोन', days: (n: number) => `${n} दिन` },
});
