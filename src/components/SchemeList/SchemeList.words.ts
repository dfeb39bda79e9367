/** The words of SchemeList, part of the `scholarships` namespace (src/i18n/en.ts joins them). */
export const en = {
  pending: 'not yet published',
  open: 'Scheme details',
  context: (scheme: string) => `for ${scheme}`,
};

export const hi: typeof en = {
  pending: 'अभी प्रकाशित नहीं',
  open: 'योजना का विवरण',
  context: (scheme: string) => `: ${scheme}`,
};
