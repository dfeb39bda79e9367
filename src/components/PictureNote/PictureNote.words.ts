import { defineWords } from '../../lib/languages.ts';

/** The words of PictureNote: said once above pictures that are drawings standing in for photographs. */
export const words = defineWords({
  en: {
    note: 'These pictures are drawings, shown until photographs are supplied.',
  },
  hi: {
    note: 'ये चित्र रेखाचित्र हैं, जो फ़ोटो मिलने तक दिखाए जा रहे हैं।',
  },
});
