import { defineStrings } from '../lib/i18n';

/** The frame's own words: the page layouts and the document head. */
export const strings = defineStrings({
  en: {
    skipLink: 'Skip to main content',
    relatedPages: 'Related pages',
    onThisPage: 'On this page',
  },
  hi: {
    skipLink: 'मुख्य सामग्री पर जाएँ',
    relatedPages: 'संबंधित पृष्ठ',
    onThisPage: 'इस पृष्ठ पर',
  },
});
