/** The words of PrivacyContact, part of the `privacyNotice` namespace (src/i18n/en.ts joins them). */
export const en = {
  email: 'E-mail',
  phone: 'Phone',
};

export const hi: typeof en = {
  email: 'ई-मेल',
  phone: 'फ़ोन',
};
