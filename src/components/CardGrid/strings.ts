import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  /** A card's link says where it goes: "More about the School of Engineering". */
  en: { moreAbout: (title: string) => `More about ${title}` },
  hi: { moreAbout: (title: string) => `${title}: और जानें` },
});
