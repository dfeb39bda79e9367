import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    programme: 'Programme',
    facts: (session: string) => `Duration, seats and fee (${session})`,
    eligibility: 'Eligibility',
    inFigures: (department: string) => `${department} in figures`,
    /** Where the Apply now banner admits to. */
    applyTo: (programme: string) => `the ${programme} programme`,
  },
  hi: {
    programme: 'कार्यक्रम',
    facts: (session: string) => `अवधि, सीटें और शुल्क (${session})`,
    eligibility: 'पात्रता',
    inFigures: (department: string) => `${department}: प्रमुख आँकड़े`,
    applyTo: (programme: string) => `${programme} कार्यक्रम`,
  },
});
