import { defineWords } from '../../lib/languages.ts';

/** The words of PrivacyTerm. */
export const words = defineWords({
  en: {
    days: (n: number) => `${n} days`,
  },
  hi: {
    days: (n: number) => `${n} दिन`,
  },
});
