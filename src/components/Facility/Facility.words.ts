import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { photo: 'Photo' },
  hi: { photo: 'फ़ोटो' },
});
