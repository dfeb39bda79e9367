import { defineWords } from '../../lib/languages.ts';

/** The words of FeeTable. */
export const words = defineWords({
  en: {
    caption: (session: string) => `Fee Structure ${session}: tuition fee per year, in rupees`,
    programme: 'Programme',
    year: (n: number) => `Year ${n}`,
    total: 'Total',
    duration: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
    pending: 'Fee not yet published',
  },
  hi: {
    caption: (session: string) => `शुल्क संरचना ${session}: प्रति वर्ष ट्यूशन शुल्क, रुपये में`,
    programme: 'कार्यक्रम',
    year: (n: number) => `वर्ष ${n}`,
    total: 'कुल',
    duration: (n: number) => `${n} वर्ष`,
    pending: 'शुल्क अभी प्रकाशित नहीं हुआ है',
  },
});
