import { defineWords } from '../../lib/languages.ts';

/** The placement section's own words; the figures, their labels and the officer come from placements.yaml and people/. */
export const words = defineWords({
  en: {
    highlights: (scope: string) => `Placement highlights, ${scope}`,
    /** Where and when the figures were achieved, as every place that shows them says it; without a period from the source, none. */
    scope: (campus: string, period?: string) => (period ? `${campus} (${period})` : `as published for the ${campus}`),
    old: (period: string) => `These are the latest published figures, for ${period};`,
    askForNewer: 'ask the placement officer for newer ones',
    contactOfficer: 'Contact the placement officer',
    email: 'E-mail:',
    phone: 'Phone:',
  },
  hi: {
    highlights: (scope: string) => `प्लेसमेंट की मुख्य बातें, ${scope}`,
    scope: (campus: string, period?: string) => (period ? `${campus} (${period})` : `${campus} के लिए प्रकाशित`),
    old: (period: string) => `ये ${period} के नवीनतम प्रकाशित आँकड़े हैं;`,
    askForNewer: 'नए आँकड़ों के लिए प्लेसमेंट अधिकारी से पूछें',
    contactOfficer: 'प्लेसमेंट अधिकारी से संपर्क करें',
    email: 'ई-मेल:',
    phone: 'फ़ोन:',
  },
});
