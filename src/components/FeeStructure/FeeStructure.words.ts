export const en = {
  caption: (session: string) => `Fee Structure ${session}: tuition fee per year, in rupees`,
  programme: 'Programme',
  year: (n: number) => `Year ${n}`,
  total: 'Total',
  duration: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
  pending: 'Fee not yet published',
  chargesCaption: (session: string) => `Other charges ${session}, in addition to the tuition fee`,
  charge: 'Charge',
  amount: 'Amount',
  paid: 'Paid',
  refundable: ' (refundable)',
  once: 'Once',
  everyYear: 'Every year',
  refundCaption: 'Refund of fees, by when a student withdraws',
  withdrawal: 'When the student withdraws',
  refund: 'Refund of the fees paid',
  percent: (n: number) => `${n}%`,
  processingFee: (percent: string, most: string) => `The University keeps a processing fee of ${percent} of the fees, at most ${most}, from a refund.`,
  hostelTitle: 'Hostel fee',
  hostelAmount: (amount: string) => `${amount} a year.`,
  hostelPending: 'The hostel fee is not yet published.',
  /** The words before and after the link to the office that answers ("For the current fee, ask the <office>."); the second holds its own leading space, if any. */
  hostelAsk: ['For the current fee, ask the', '.'] as [string, string],
  confirmTitle: 'Confirming your seat',
  confirm: (amount: string, modes: string[]) => {
    const lower = modes.map((m) => m.toLowerCase());
    const listed = lower.length > 1 ? `${lower.slice(0, -1).join(', ')} or ${lower.at(-1)}` : lower[0];
    return `An initial confirmation payment of ${amount} is made by ${listed}.`;
  },
};

export const hi: typeof en = {
  caption: (session: string) => `शुल्क संरचना ${session}: प्रति वर्ष ट्यूशन शुल्क, रुपये में`,
  programme: 'कार्यक्रम',
  year: (n: number) => `वर्ष ${n}`,
  total: 'कुल',
  duration: (n: number) => `${n} वर्ष`,
  pending: 'शुल्क अभी प्रकाशित नहीं हुआ है',
  chargesCaption: (session: string) => `अन्य शुल्क ${session}, ट्यूशन शुल्क के अतिरिक्त`,
  charge: 'शुल्क का नाम',
  amount: 'राशि',
  paid: 'भुगतान',
  refundable: ' (वापसी योग्य)',
  once: 'एक बार',
  everyYear: 'हर वर्ष',
  refundCaption: 'शुल्क वापसी, प्रवेश छोड़ने के समय के अनुसार',
  withdrawal: 'विद्यार्थी प्रवेश कब छोड़ता है',
  refund: 'चुकाए गए शुल्क की वापसी',
  percent: (n: number) => `${n}%`,
  processingFee: (percent: string, most: string) => `वापसी में से विश्वविद्यालय शुल्क का ${percent}, अधिकतम ${most}, प्रोसेसिंग शुल्क के रूप में रखता है।`,
  hostelTitle: 'छात्रावास शुल्क',
  hostelAmount: (amount: string) => `${amount} प्रति वर्ष।`,
  hostelPending: 'छात्रावास शुल्क अभी प्रकाशित नहीं हुआ है।',
  hostelAsk: ['वर्तमान शुल्क के लिए', ' से संपर्क करें।'],
  confirmTitle: 'अपनी सीट पक्की करना',
  confirm: (amount: string, modes: string[]) =>
    `सीट पक्की करने के लिए ${amount} का प्रारंभिक भुगतान ${modes.length > 1 ? `${modes.slice(0, -1).join(', ')} या ${modes.at(-1)}` : modes[0]} से किया जाता है।`,
};
