import { oblique } from '../../lib/hindi-grammar.ts';
import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    about: (school: string) => `About the ${school}`,
    inFigures: (school: string) => `${school} in figures`,
    /** Where the Apply now banner admits to. */
    applyTo: (school: string) => `the ${school}`,
  },
  hi: {
    about: (school: string) => `${oblique(school)} के बारे में`,
    inFigures: (school: string) => `${school}: प्रमुख आँकड़े`,
    applyTo: (school: string) => school,
  },
});
