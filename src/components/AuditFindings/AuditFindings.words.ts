import { defineWords } from '../../lib/languages.ts';

/** The words of AuditFindings. */
export const words = defineWords({
  en: {
    note: 'Note:',
    recommendations: 'Common Recommendations',
    measures: 'Quality Assurance Measures',
  },
  hi: {
    note: 'टिप्पणी:',
    recommendations: 'सामान्य सिफ़ारिशें',
    measures: 'गुणवत्ता आश्वासन के उपाय',
  },
});
