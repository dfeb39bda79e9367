import { defineWords } from '../../lib/languages.ts';

/** The words of AdmissionRules. */
export const words = defineWords({
  en: {
    years: (n: number, semesters?: number) => `${n} ${n === 1 ? 'year' : 'years'}${semesters ? ` (${semesters} semesters)` : ''}`,
    programmes: (n: number) => `${n} programmes:`,
    duration: 'Duration',
    route: 'How seats are filled',
    eligibility: 'Eligibility',
    lateralEntry: 'Lateral entry',
    lateralEligibility: 'eligibility:',
  },
  hi: {
    years: (n: number, semesters?: number) => `${n} वर्ष${semesters ? ` (${semesters} सेमेस्टर)` : ''}`,
    programmes: (n: number) => `${n} कार्यक्रम:`,
    duration: 'अवधि',
    route: 'सीटें कैसे भरी जाती हैं',
    eligibility: 'पात्रता',
    lateralEntry: 'लेटरल एंट्री',
    lateralEligibility: 'पात्रता:',
  },
});
