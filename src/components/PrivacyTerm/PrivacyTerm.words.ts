/** The words of PrivacyTerm, part of the `privacyNotice` namespace (src/i18n/en.ts joins them). */
export const en = {
  days: (n: number) => `${n} days`,
};

export const hi: typeof en = {
  days: (n: number) => `${n} दिन`,
};
