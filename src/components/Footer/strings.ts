import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { phone: 'Phone', helpDesk: 'Help desk and contacts', followUs: 'Follow us', sponsoredBy: 'Sponsored by', siteMap: 'Site map', policies: 'Policies' },
  hi: { phone: 'फ़ोन', helpDesk: 'हेल्प डेस्क और संपर्क', followUs: 'हमसे जुड़ें', sponsoredBy: 'प्रायोजक:', siteMap: 'साइट मैप', policies: 'नीतियाँ' },
});
