import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    photoMissing: (name: string) => `Photograph of ${name} not yet available`,
    experience: (years: number, over: boolean) => `${over ? 'Over ' : ''}${years} years`,
    ofExperience: 'of experience',
    publications: 'publications',
    email: 'E-mail',
    phone: 'Phone',
  },
  hi: {
    photoMissing: (name: string) => `${name} का फ़ोटो अभी उपलब्ध नहीं है`,
    experience: (years: number, over: boolean) => `${over ? `${years} वर्ष से अधिक` : `${years} वर्ष`}`,
    ofExperience: 'का अनुभव',
    publications: 'प्रकाशन',
    email: 'ई-मेल',
    phone: 'फ़ोन',
  },
});
