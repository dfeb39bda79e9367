import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    about: (school: string) => `About the ${school}`,
    inFigures: (school: string) => `${school} in figures`,
    /** Where the Apply now banner admits to. */
    applyTo: (school: string) => `the ${school}`,
  },
  hi: {
    about: (school: string) => `${school} के बारे में`,
    inFigures: (school: string) => `${school}: प्रमुख आँकड़े`,
    applyTo: (school: string) => school,
  },
});
