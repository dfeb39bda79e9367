import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { note: 'Note', warning: 'Warning', success: 'Done' },
  hi: { note: 'ध्यान दें', warning: 'चेतावनी', success: 'पूरा हुआ' },
});
