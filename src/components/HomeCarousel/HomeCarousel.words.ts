/** The words of HomeCarousel, part of the `home` namespace (src/i18n/en.ts joins them). */
export const en = {
  carouselLabel: 'Campus highlights',
};

export const hi: typeof en = {
  carouselLabel: 'परिसर की झलकियाँ',
};
