import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    heading: 'Admissions are open',
    call: (to: string) => `Apply online for a place in ${to}.`,
    apply: 'Apply now',
    formFor: (to: string) => `: admission form for ${to}`,
  },
  hi: {
    heading: 'प्रवेश जारी हैं',
    call: (to: string) => `${to} में प्रवेश के लिए ऑनलाइन आवेदन करें।`,
    apply: 'अभी आवेदन करें',
    formFor: (to: string) => `: ${to} का प्रवेश फ़ॉर्म`,
  },
});
