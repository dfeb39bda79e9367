/** The words of AdmissionRules, part of the `admissionCriteria` namespace (src/i18n/en.ts joins them). */
export const en = {
  years: (n: number, semesters?: number) => `${n} ${n === 1 ? 'year' : 'years'}${semesters ? ` (${semesters} semesters)` : ''}`,
  programmes: (n: number) => `${n} programmes:`,
  duration: 'Duration',
  route: 'How seats are filled',
  eligibility: 'Eligibility',
  lateralEntry: 'Lateral entry',
  lateralEligibility: 'eligibility:',
};

export const hi: typeof en = {
  years: (n: number, semesters?: number) => `${n} वर्ष${semesters ? ` (${semesters} सेमेस्टर)` : ''}`,
  programmes: (n: number) => `${n} कार्यक्रम:`,
  duration: 'अवधि',
  route: 'सीटें कैसे भरी जाती हैं',
  eligibility: 'पात्रता',
  lateralEntry: 'लेटरल एंट्री',
  lateralEligibility: 'पात्रता:',
};
