import { defineWords } from '../../lib/languages.ts';

/** The words of HomeCarousel. */
export const words = defineWords({
  en: {
    carouselLabel: 'Campus highlights',
  },
  hi: {
    carouselLabel: 'परिसर की झलकियाँ',
  },
});
