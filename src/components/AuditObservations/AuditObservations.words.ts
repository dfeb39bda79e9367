/** The words of AuditObservations, part of the `quality` namespace (src/i18n/en.ts joins them). */
export const en = {
  observationsOf: (department: string) => `Audit observations: ${department}`,
  issue: 'Observation Issue',
  observation: 'Observation',
  remarks: 'Remarks/Highlights',
};

export const hi: typeof en = {
  observationsOf: (department: string) => `लेखा-परीक्षा के अवलोकन: ${department}`,
  issue: 'अवलोकन का विषय',
  observation: 'अवलोकन',
  remarks: 'टिप्पणी/मुख्य बातें',
};
