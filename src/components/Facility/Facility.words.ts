export const en = { photo: 'Photo' };

export const hi: typeof en = { photo: 'फ़ोटो' };
