import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { socialMedia: 'Social media' },
  hi: { socialMedia: 'सोशल मीडिया' },
});
