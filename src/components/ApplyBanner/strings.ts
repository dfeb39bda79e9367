import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    heading: 'Admissions are open',
    call: (school: string) => `Apply online for a place in the ${school}.`,
    apply: 'Apply now',
    formFor: (school: string) => `: admission form for the ${school}`,
  },
  hi: {
    heading: 'प्रवेश जारी हैं',
    call: (school: string) => `${school} में प्रवेश के लिए ऑनलाइन आवेदन करें।`,
    apply: 'अभी आवेदन करें',
    formFor: (school: string) => `: ${school} का प्रवेश फ़ॉर्म`,
  },
});
