import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { notices: 'Notices', none: 'No current notices', archive: 'All notices', closes: (date: string) => `closes ${date}` },
  hi: {
    notices: 'सूचनाएँ',
    none: 'इस समय कोई सूचना नहीं',
    archive: 'सभी सूचनाएँ',
    closes: (date: string) => `अंतिम तिथि ${date}`,
  },
});
