import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    department: (name: string) => `Department of ${name}`,
    notYetPublished: 'Faculty profiles for this department are not yet published.',
    members: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  },
  hi: {
    department: (name: string) => `${name} विभाग`,
    notYetPublished: 'इस विभाग के शिक्षकों की प्रोफ़ाइल अभी प्रकाशित नहीं हुई हैं।',
    members: (n: number) => `${n} सदस्य`,
  },
});
