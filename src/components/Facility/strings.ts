import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  /** What a facility carousel's status line calls a slide ("Photo 3 of 9 loaded"). */
  en: { photo: 'Photo' },
  hi: { photo: 'फ़ोटो' },
});
