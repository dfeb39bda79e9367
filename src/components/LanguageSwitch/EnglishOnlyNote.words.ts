import type { TranslatedLang } from '../../lib/languages.ts';

/**
 * The note on an English page that has no version in a language, written in
 * that language for its readers (English pages show it too, hidden until its
 * link is followed): every language but English gives it.
 */
export const words = {
  hi: {
    text: 'यह पृष्ठ अभी केवल अंग्रेज़ी में उपलब्ध है।',
    back: 'हिन्दी मुखपृष्ठ पर जाएँ',
  },
} satisfies Record<TranslatedLang, { text: string; back: string }>;
