import { defineWords } from '../../lib/languages.ts';

/** The words of AuditObservations. */
export const words = defineWords({
  en: {
    observationsOf: (department: string) => `Audit observations: ${department}`,
    issue: 'Observation Issue',
    observation: 'Observation',
    remarks: 'Remarks/Highlights',
  },
  hi: {
    observationsOf: (department: string) => `लेखा-परीक्षा के अवलोकन: ${department}`,
    issue: 'अवलोकन का विषय',
    observation: 'अवलोकन',
    remarks: 'टिप्पणी/मुख्य बातें',
  },
});
