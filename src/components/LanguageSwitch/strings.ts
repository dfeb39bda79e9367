import { defineStrings } from '../../lib/i18n';

/** The switch, by the language of the page it is on: it names the other language in that language. */
export const strings = defineStrings({
  en: { switchTo: 'हिन्दी', switchLabel: 'यह पृष्ठ हिन्दी में' },
  hi: { switchTo: 'English', switchLabel: 'This page in English' },
});

/** The note on an English page that has no Hindi version, written for Hindi readers. */
export const englishOnlyNote = {
  text: 'यह पृष्ठ अभी केवल अंग्रेज़ी में उपलब्ध है।',
  back: 'हिन्दी मुखपृष्ठ पर जाएँ',
};
