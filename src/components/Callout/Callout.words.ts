import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { note: 'Note', warning: 'Warning', success: 'Done' },
  hi: { note: 'ध्यान दें', warning: 'चेतावनी', success: 'पूरा हुआ' },
});
