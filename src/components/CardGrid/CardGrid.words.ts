import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { moreAbout: (title: string) => `More about ${title}` },
  hi: { moreAbout: (title: string) => `${title}: और जानें` },
});
