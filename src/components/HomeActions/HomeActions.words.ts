/** The words of HomeActions, part of the `home` namespace (src/i18n/en.ts joins them). */
export const en = {
  explore: 'Explore programmes',
  actions: 'Start here',
};

export const hi: typeof en = {
  explore: 'कार्यक्रम देखें',
  actions: 'यहाँ से शुरू करें',
};
