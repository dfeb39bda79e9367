import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    phone: 'Phone',
    helpDesk: 'Help desk and contacts',
    followUs: 'Follow us',
    /** The copyright line: whole sentences, so each language ends them with its own full stop. */
    legal: (year: number, university: string, society: string) => `© ${year} ${university}. Sponsored by ${society}.`,
    siteMap: 'Site map',
    policies: 'Policies',
  },
  hi: {
    phone: 'फ़ोन',
    helpDesk: 'हेल्प डेस्क और संपर्क',
    followUs: 'हमसे जुड़ें',
    legal: (year, university, society) => `© ${year} ${university}। प्रायोजक: ${society}।`,
    siteMap: 'साइट मैप',
    policies: 'नीतियाँ',
  },
});
