export const en = { note: 'Note', warning: 'Warning', success: 'Done' };

export const hi: typeof en = { note: 'ध्यान दें', warning: 'चेतावनी', success: 'पूरा हुआ' };
