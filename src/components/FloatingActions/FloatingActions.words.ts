import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { call: (number: string) => `: call ${number}` },
  hi: { call: (number: string) => `: ${number} पर फ़ोन करें` },
});
