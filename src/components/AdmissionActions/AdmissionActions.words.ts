import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    criteria: { label: 'Admission Procedure and Eligibility', text: 'Intake, seats and who can apply' },
    apply: { label: 'Admission Apply Form' },
    fees: { label: 'Fee Structure', text: (session: string) => `Fees ${session}, year by year` },
  },
  hi: {
    criteria: { label: 'प्रवेश प्रक्रिया और पात्रता', text: 'सीटें और कौन आवेदन कर सकता है' },
    apply: { label: 'प्रवेश आवेदन फ़ॉर्म' },
    fees: { label: 'शुल्क संरचना', text: (session: string) => `सत्र ${session} का शुल्क, वर्षवार` },
  },
});
