import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { none: { publications: 'No publications are listed yet.', patents: 'No patents are listed yet.' } },
  hi: { none: { publications: 'अभी कोई प्रकाशन सूचीबद्ध नहीं है।', patents: 'अभी कोई पेटेंट सूचीबद्ध नहीं है।' } },
});
