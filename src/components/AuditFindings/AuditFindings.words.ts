/** The words of AuditFindings, part of the `quality` namespace (src/i18n/en.ts joins them). */
export const en = {
  note: 'Note:',
  recommendations: 'Common Recommendations',
  measures: 'Quality Assurance Measures',
};

export const hi: typeof en = {
  note: 'टिप्पणी:',
  recommendations: 'सामान्य सिफ़ारिशें',
  measures: 'गुणवत्ता आश्वासन के उपाय',
};
