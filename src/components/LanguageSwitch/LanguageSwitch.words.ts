import { defineWords } from '../../lib/languages.ts';

/** The language switch's label for the link to a language, in that language (its name is LANGUAGES[lang].name). */
export const words = defineWords({
  en: { thisPage: 'This page in English' },
  hi: { thisPage: 'यह पृष्ठ हिन्दी में' },
});
