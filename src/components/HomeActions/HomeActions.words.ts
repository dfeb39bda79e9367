import { defineWords } from '../../lib/languages.ts';

/** The words of HomeActions. */
export const words = defineWords({
  en: {
    explore: 'Explore programmes',
    actions: 'Start here',
  },
  hi: {
    explore: 'कार्यक्रम देखें',
    actions: 'यहाँ से शुरू करें',
  },
});
