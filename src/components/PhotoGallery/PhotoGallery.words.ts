import { defineWords } from '../../lib/languages.ts';

/** The gallery's button words (the specification's Back and Next) and what its status line calls a slide. */
export const words = defineWords({
  en: { back: 'Back', next: 'Next', photo: 'Photo' },
  hi: { back: 'पीछे', next: 'आगे', photo: 'फ़ोटो' },
});
