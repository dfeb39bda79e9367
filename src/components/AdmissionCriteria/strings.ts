import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    years: (n: number, semesters?: number) => `${n} ${n === 1 ? 'year' : 'years'}${semesters ? ` (${semesters} semesters)` : ''}`,
    programmes: (n: number) => `${n} programmes:`,
    duration: 'Duration',
    route: 'How seats are filled',
    eligibility: 'Eligibility',
    lateralEntry: 'Lateral entry',
    lateralEligibility: 'eligibility:',
    intake: (session: string) => `Intake ${session}`,
    levelKey: 'Level:',
    serial: 'S. No.',
    course: 'Course',
    level: 'Level',
    totalSeats: 'Total seats',
  },
  hi: {
    years: (n: number, semesters?: number) => `${n} वर्ष${semesters ? ` (${semesters} सेमेस्टर)` : ''}`,
    programmes: (n: number) => `${n} कार्यक्रम:`,
    duration: 'अवधि',
    route: 'सीटें कैसे भरी जाती हैं',
    eligibility: 'पात्रता',
    lateralEntry: 'लेटरल एंट्री',
    lateralEligibility: 'पात्रता:',
    intake: (session: string) => `सीटें ${session}`,
    levelKey: 'स्तर:',
    serial: 'क्रम सं.',
    course: 'पाठ्यक्रम',
    level: 'स्तर',
    totalSeats: 'कुल सीटें',
  },
});
