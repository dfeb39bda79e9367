import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    caption: (committee: string) => `Members of the ${committee}`,
    name: 'Name',
    post: 'Post',
    seat: 'Seat on the committee',
    status: 'Status',
    contact: 'Contact',
    reach: (committee: string) => `To reach the ${committee} as a whole:`,
    call: (number: string) => `call ${number}`,
    write: (email: string) => `write to ${email}`,
    or: 'or',
    throughCommittee: 'Through the committee',
  },
  hi: {
    caption: (committee: string) => `${committee} के सदस्य`,
    name: 'नाम',
    post: 'पद',
    seat: 'समिति में स्थान',
    status: 'भूमिका',
    contact: 'संपर्क',
    reach: (committee: string) => `${committee} से संपर्क के लिए:`,
    call: (number: string) => `${number} पर फ़ोन करें`,
    write: (email: string) => `${email} पर लिखें`,
    or: 'या',
    throughCommittee: 'समिति के माध्यम से',
  },
});
