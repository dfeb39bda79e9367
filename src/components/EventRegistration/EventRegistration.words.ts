import { oblique } from '../../lib/hindi-grammar.ts';
import { defineWords } from '../../lib/languages.ts';

/** The words of EventRegistration. */
export const words = defineWords({
  en: {
    preliminaryForm: 'Preliminary registration form',
    finalForm: 'Final team registration form',
    closedOn: (deadline: string) => `Registration closed on ${deadline}.`,
    documents: 'Documents',
    contact: 'Contact',
    /** Around the organisers' e-mail address. */
    writeTo: (name: string) => [`Questions about ${name}: write to `, '.'],
  },
  hi: {
    preliminaryForm: 'प्रारंभिक पंजीकरण फ़ॉर्म',
    finalForm: 'टीम का अंतिम पंजीकरण फ़ॉर्म',
    closedOn: (deadline: string) => `पंजीकरण ${deadline} को बंद हो गया।`,
    documents: 'दस्तावेज़',
    contact: 'संपर्क',
    writeTo: (name: string) => [`${oblique(name)} के बारे में प्रश्नों के लिए `, ' पर लिखें।'],
  },
});
