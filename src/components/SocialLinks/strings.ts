import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { socialMedia: 'Social media' },
  hi: { socialMedia: 'सोशल मीडिया' },
});
