import { oblique } from '../../lib/hindi-grammar.ts';
import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    caption: (college: string) => `Committees of the ${college}`,
    committee: 'Committee',
    head: 'Coordinator or chairperson',
    members: 'Members',
  },
  hi: {
    caption: (college: string) => `${oblique(college)} की समितियाँ`,
    committee: 'समिति',
    head: 'संयोजक या अध्यक्ष',
    members: 'सदस्य',
  },
});
