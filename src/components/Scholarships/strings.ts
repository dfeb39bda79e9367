import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { pending: 'link not yet published', open: 'Click Here', context: (scheme: string) => `for ${scheme}` },
  hi: { pending: 'लिंक अभी प्रकाशित नहीं हुआ है', open: 'यहाँ क्लिक करें', context: (scheme: string) => `: ${scheme}` },
});
