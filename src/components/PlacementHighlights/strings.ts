import { defineStrings } from '../../lib/i18n';

/** The placement section's own words; the figures, their labels and the officer come from placements.yaml and people/. */
export const strings = defineStrings({
  en: {
    highlights: (campus: string) => `Placement highlights, ${campus}`,
    contactOfficer: 'Contact the placement officer',
    email: 'E-mail:',
    phone: 'Phone:',
  },
  hi: {
    highlights: (campus: string) => `प्लेसमेंट की मुख्य बातें, ${campus}`,
    contactOfficer: 'प्लेसमेंट अधिकारी से संपर्क करें',
    email: 'ई-मेल:',
    phone: 'फ़ोन:',
  },
});
