import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    photoOf: (name: string) => `Photo of ${name}`,
    email: 'E-mail',
    phone: 'Phone',
    scholarProfile: 'Google Scholar profile',
    scholarOf: (name: string) => `of ${name}`,
    showMore: 'Show More Details',
    showLess: 'Show Less',
    /** Screen readers hear whose details a toggle opens. */
    about: (name: string) => `about ${name}`,
  },
  hi: {
    photoOf: (name: string) => `${name} का फ़ोटो`,
    email: 'ई-मेल',
    phone: 'फ़ोन',
    scholarProfile: 'Google Scholar प्रोफ़ाइल',
    scholarOf: (name: string) => `(${name})`,
    showMore: 'और विवरण देखें',
    showLess: 'कम दिखाएँ',
    about: (name: string) => `(${name})`,
  },
});
