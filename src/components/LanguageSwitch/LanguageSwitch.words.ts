/** The language switch's label for the link to a language, in that language (its name is LANGUAGES[lang].name). */
export const en = { thisPage: 'This page in English' };

export const hi: typeof en = { thisPage: 'यह पृष्ठ हिन्दी में' };
