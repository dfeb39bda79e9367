/** The placement section's own words; the figures, their labels and the officer come from placements.yaml and people/. */
export const en = {
  highlights: (scope: string) => `Placement highlights, ${scope}`,
  /** Where and when the figures were achieved, as every place that shows them says it. */
  scope: (campus: string, period: string) => `${campus} (${period})`,
  contactOfficer: 'Contact the placement officer',
  email: 'E-mail:',
  phone: 'Phone:',
};

export const hi: typeof en = {
  highlights: (scope: string) => `प्लेसमेंट की मुख्य बातें, ${scope}`,
  scope: (campus: string, period: string) => `${campus} (${period})`,
  contactOfficer: 'प्लेसमेंट अधिकारी से संपर्क करें',
  email: 'ई-मेल:',
  phone: 'फ़ोन:',
};
