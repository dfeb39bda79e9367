import { oblique } from '../../lib/hindi-grammar.ts';

export const en = {
  caption: (college: string) => `Committees of the ${college}`,
  committee: 'Committee',
  head: 'Coordinator or chairperson',
  members: 'Members',
};

export const hi: typeof en = {
  caption: (college: string) => `${oblique(college)} की समितियाँ`,
  committee: 'समिति',
  head: 'संयोजक या अध्यक्ष',
  members: 'सदस्य',
};
