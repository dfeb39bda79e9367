import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    empty: 'No documents have been published here yet.',
    latest: 'Latest issue',
    archive: 'Archive',
    new: 'New',
    pending: 'not yet published',
  },
  hi: {
    empty: 'यहाँ अभी कोई दस्तावेज़ प्रकाशित नहीं हुआ है।',
    latest: 'नवीनतम अंक',
    archive: 'पुराने अंक',
    new: 'नया',
    pending: 'अभी प्रकाशित नहीं',
  },
});
