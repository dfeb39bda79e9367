export const en = {
  note: 'Note:',
  recommendations: 'Common Recommendations',
  measures: 'Quality Assurance Measures',
  observationsOf: (department: string) => `Audit observations: ${department}`,
  issue: 'Observation Issue',
  observation: 'Observation',
  remarks: 'Remarks/Highlights',
  schedule: 'Audit schedule',
  status: { past: 'Completed', current: 'Under way', upcoming: 'Upcoming' },
};

export const hi: typeof en = {
  note: 'टिप्पणी:',
  recommendations: 'सामान्य सिफ़ारिशें',
  measures: 'गुणवत्ता आश्वासन के उपाय',
  observationsOf: (department: string) => `लेखा-परीक्षा के अवलोकन: ${department}`,
  issue: 'अवलोकन का विषय',
  observation: 'अवलोकन',
  remarks: 'टिप्पणी/मुख्य बातें',
  schedule: 'लेखा-परीक्षा की समय-सारिणी',
  status: { past: 'पूरा हुआ', current: 'जारी है', upcoming: 'आगामी' },
};
