import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    department: (name: string) => `Department of ${name}`,
    notYetPublished: 'Faculty profiles for this department are not yet published.',
  },
  hi: {
    department: (name: string) => `${name} विभाग`,
    notYetPublished: 'इस विभाग के शिक्षकों की प्रोफ़ाइल अभी प्रकाशित नहीं हुई हैं।',
  },
});
