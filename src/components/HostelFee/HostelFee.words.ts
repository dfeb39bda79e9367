import { defineWords } from '../../lib/languages.ts';

/** The words of HostelFee. */
export const words = defineWords({
  en: {
    hostelTitle: 'Hostel fee',
    hostelAmount: (amount: string) => `${amount} a year.`,
    hostelPending: 'The hostel fee is not yet published.',
    /** The words before and after the link to the office that answers ("For the current fee, ask the <office>."); the second holds its own leading space, if any. */
    hostelAsk: ['For the current fee, ask the', '.'] as [string, string],
  },
  hi: {
    hostelTitle: 'छात्रावास शुल्क',
    hostelAmount: (amount: string) => `${amount} प्रति वर्ष।`,
    hostelPending: 'छात्रावास शुल्क अभी प्रकाशित नहीं हुआ है।',
    hostelAsk: ['वर्तमान शुल्क के लिए', ' से संपर्क करें।'],
  },
});
