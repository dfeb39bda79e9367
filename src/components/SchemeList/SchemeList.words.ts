import { defineWords } from '../../lib/languages.ts';

/** The words of SchemeList. */
export const words = defineWords({
  en: {
    pending: 'not yet published',
    open: 'Scheme details',
    context: (scheme: string) => `for ${scheme}`,
  },
  hi: {
    pending: 'अभी प्रकाशित नहीं',
    open: 'योजना का विवरण',
    context: (scheme: string) => `: ${scheme}`,
  },
});
