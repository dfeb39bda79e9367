import { defineStrings } from '../lib/i18n';

/** The frame's own words: the page layouts and the document head. */
export const strings = defineStrings({
  en: {
    skipLink: 'Skip to main content',
    feedTitle: 'examination notifications and circulars',
    relatedPages: 'Related pages',
    onThisPage: 'On this page',
  },
  hi: {
    skipLink: 'मुख्य सामग्री पर जाएँ',
    feedTitle: 'परीक्षा अधिसूचनाएँ और परिपत्र',
    relatedPages: 'संबंधित पृष्ठ',
    onThisPage: 'इस पृष्ठ पर',
  },
});
