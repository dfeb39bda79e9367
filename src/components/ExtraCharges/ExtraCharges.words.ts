import { defineWords } from '../../lib/languages.ts';

/** The words of ExtraCharges. */
export const words = defineWords({
  en: {
    chargesCaption: (session: string) => `Other charges ${session}, in addition to the tuition fee`,
    charge: 'Charge',
    amount: 'Amount',
    paid: 'Paid',
    refundable: ' (refundable)',
    once: 'Once',
    everyYear: 'Every year',
    confirmTitle: 'Confirming your seat',
    confirm: (amount: string, modes: string[]) => {
      const lower = modes.map((m) => m.toLowerCase());
      const listed = lower.length > 1 ? `${lower.slice(0, -1).join(', ')} or ${lower.at(-1)}` : lower[0];
      return `An initial confirmation payment of ${amount} is made by ${listed}.`;
    },
  },
  hi: {
    chargesCaption: (session: string) => `अन्य शुल्क ${session}, ट्यूशन शुल्क के अतिरिक्त`,
    charge: 'शुल्क का नाम',
    amount: 'राशि',
    paid: 'भुगतान',
    refundable: ' (वापसी योग्य)',
    once: 'एक बार',
    everyYear: 'हर वर्ष',
    confirmTitle: 'अपनी सीट पक्की करना',
    confirm: (amount: string, modes: string[]) =>
      `सीट पक्की करने के लिए ${amount} का प्रारंभिक भुगतान ${modes.length > 1 ? `${modes.slice(0, -1).join(', ')} या ${modes.at(-1)}` : modes[0]} से किया जाता है।`,
  },
});
