import { oblique } from '../../lib/hindi-grammar.ts';
import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    /** One member is the body itself (the Ombudsperson); more are its members. */
    caption: (committee: string, members: number) => (members === 1 ? `The ${committee}` : `Members of the ${committee}`),
    name: 'Name',
    post: 'Post',
    seat: 'Seat on the committee',
    status: 'Status',
    contact: 'Contact',
    reach: (committee: string, members: number) => (members === 1 ? `To reach the ${committee}:` : `To reach the ${committee} as a whole:`),
    call: (number: string) => `call ${number}`,
    write: (email: string) => `write to ${email}`,
    or: 'or',
    throughCommittee: 'Through the committee',
  },
  hi: {
    caption: (committee: string, members: number) => (members === 1 ? committee : `${oblique(committee)} के सदस्य`),
    name: 'नाम',
    post: 'पद',
    seat: 'समिति में स्थान',
    status: 'भूमिका',
    contact: 'संपर्क',
    reach: (committee: string) => `${oblique(committee)} से संपर्क के लिए:`,
    call: (number: string) => `${number} पर फ़ोन करें`,
    write: (email: string) => `${email} पर लिखें`,
    or: 'या',
    throughCommittee: 'समिति के माध्यम से',
  },
});
