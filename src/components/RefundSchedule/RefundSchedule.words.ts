import { defineWords } from '../../lib/languages.ts';

/** The words of RefundSchedule. */
export const words = defineWords({
  en: {
    refundCaption: 'Refund of fees, by when a student withdraws',
    withdrawal: 'When the student withdraws',
    refund: 'Refund of the fees paid',
    percent: (n: number) => `${n}%`,
    processingFee: (percent: string, most: string) => `The University keeps a processing fee of ${percent} of the fees, at most ${most}, from a refund.`,
  },
  hi: {
    refundCaption: 'शुल्क वापसी, प्रवेश छोड़ने के समय के अनुसार',
    withdrawal: 'विद्यार्थी प्रवेश कब छोड़ता है',
    refund: 'चुकाए गए शुल्क की वापसी',
    percent: (n: number) => `${n}%`,
    processingFee: (percent: string, most: string) => `वापसी में से विश्वविद्यालय शुल्क का ${percent}, अधिकतम ${most}, प्रोसेसिंग शुल्क के रूप में रखता है।`,
  },
});
