import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    caption: (college: string) => `Committees of the ${college}`,
    committee: 'Committee',
    head: 'Coordinator or chairperson',
    members: 'Members',
  },
  hi: {
    caption: (college: string) => `${college} की समितियाँ`,
    committee: 'समिति',
    head: 'संयोजक या अध्यक्ष',
    members: 'सदस्य',
  },
});
