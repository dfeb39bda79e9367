import { oblique } from '../../lib/hindi-grammar.ts';
import { defineWords } from '../../lib/languages.ts';

/** The words of EventRules. */
export const words = defineWords({
  en: {
    maxMembers: (count: number) => `Teams have up to ${count} members.`,
    ideaSummary: (min: number, max: number) => `Every team submits an idea summary of ${min} to ${max} words.`,
    individual: (years: string, programmes: string) => `Individual registration is open to ${years} students of ${programmes}.`,
    payment: (categories: string) => `Payment category: ${categories}. The amount is not listed here; ask the organisers by e-mail.`,
    and: 'and',
    or: 'or',
    themes: 'Themes',
  },
  hi: {
    maxMembers: (count: number) => `हर टीम में अधिकतम ${count} सदस्य हो सकते हैं।`,
    ideaSummary: (min: number, max: number) => `हर टीम ${min} से ${max} शब्दों में अपने विचार का सारांश जमा करती है।`,
    individual: (years: string, programmes: string) => `${oblique(programmes)} के ${years} के विद्यार्थी व्यक्तिगत पंजीकरण कर सकते हैं।`,
    payment: (categories: string) => `भुगतान श्रेणी: ${categories}। राशि यहाँ नहीं दी गई है; आयोजकों से ई-मेल द्वारा पूछें।`,
    and: 'और',
    or: 'या',
    themes: 'विषय',
  },
});
