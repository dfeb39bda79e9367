import { defineStrings } from '../../lib/i18n';

/** The home page sections' own words; their headings, captions and card texts come from home.yaml. */
export const strings = defineStrings({
  en: { carouselLabel: 'Campus highlights' },
  hi: { carouselLabel: 'परिसर की झलकियाँ' },
});
