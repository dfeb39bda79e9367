import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { call: (number: string) => `: call ${number}`, short: 'Call' },
  hi: { call: (number: string) => `: ${number} पर फ़ोन करें`, short: 'फ़ोन करें' },
});
