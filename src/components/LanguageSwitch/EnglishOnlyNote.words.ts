/**
 * The note on an English page that has no Hindi version, written for Hindi
 * readers in Hindi only (English pages show it too, hidden until its link is
 * followed), so it is no namespace of the dictionaries.
 */
export const hi = {
  text: 'यह पृष्ठ अभी केवल अंग्रेज़ी में उपलब्ध है।',
  back: 'हिन्दी मुखपृष्ठ पर जाएँ',
};
