import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    name: 'Name',
    designation: 'Designation',
    department: 'Department',
    profile: 'Profile',
    viewProfile: 'View Profile',
    /** Read after "View Profile" by screen readers: whose profile it is. */
    of: (name: string) => `of ${name}`,
  },
  hi: {
    name: 'नाम',
    designation: 'पद',
    department: 'विभाग',
    profile: 'प्रोफ़ाइल',
    viewProfile: 'प्रोफ़ाइल देखें',
    of: (name: string) => `(${name})`,
  },
});
