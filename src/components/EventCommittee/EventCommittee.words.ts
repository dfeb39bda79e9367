import { defineWords } from '../../lib/languages.ts';

/** The words of EventCommittee. */
export const words = defineWords({
  en: {
    committee: (name: string) => `${name} committee`,
    serial: 'S. No.',
    name: 'Name',
    designation: 'Designation',
    role: 'Role',
    roles: { chairman: 'Chairman', member: 'Member', convener: 'Convener' },
  },
  hi: {
    committee: (name: string) => `${name} समिति`,
    serial: 'क्रम सं.',
    name: 'नाम',
    designation: 'पद',
    role: 'भूमिका',
    roles: { chairman: 'अध्यक्ष', member: 'सदस्य', convener: 'संयोजक' },
  },
});
