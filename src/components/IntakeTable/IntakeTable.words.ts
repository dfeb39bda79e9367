import { defineWords } from '../../lib/languages.ts';

/** The words of IntakeTable. */
export const words = defineWords({
  en: {
    intake: (session: string) => `Intake ${session}`,
    levelKey: 'Level:',
    serial: 'S. No.',
    course: 'Course',
    level: 'Level',
    totalSeats: 'Total seats',
    totalPublishedSeats: 'Total of the seats published',
  },
  hi: {
    intake: (session: string) => `सीटें ${session}`,
    levelKey: 'स्तर:',
    serial: 'क्रम सं.',
    course: 'कार्यक्रम',
    level: 'स्तर',
    totalSeats: 'कुल सीटें',
    totalPublishedSeats: 'प्रकाशित सीटों का योग',
  },
});
