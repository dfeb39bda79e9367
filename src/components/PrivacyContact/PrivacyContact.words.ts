import { defineWords } from '../../lib/languages.ts';

/** The words of PrivacyContact. */
export const words = defineWords({
  en: {
    email: 'E-mail',
    phone: 'Phone',
  },
  hi: {
    email: 'ई-मेल',
    phone: 'फ़ोन',
  },
});
