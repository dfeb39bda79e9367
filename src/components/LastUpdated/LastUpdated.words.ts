import { defineWords } from '../../lib/languages.ts';

/** The words of the "Last updated" line under every content page. */
export const words = defineWords({
  en: { lastUpdated: 'Last updated' },
  hi: { lastUpdated: 'अंतिम अद्यतन' },
});
