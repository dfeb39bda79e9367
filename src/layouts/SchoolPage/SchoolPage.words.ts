import { oblique } from '../../lib/hindi-grammar.ts';

export const en = {
  about: (school: string) => `About the ${school}`,
  inFigures: (school: string) => `${school} in figures`,
  /** Where the Apply now banner admits to. */
  applyTo: (school: string) => `the ${school}`,
};

export const hi: typeof en = {
  about: (school: string) => `${oblique(school)} के बारे में`,
  inFigures: (school: string) => `${school}: प्रमुख आँकड़े`,
  applyTo: (school: string) => school,
};
