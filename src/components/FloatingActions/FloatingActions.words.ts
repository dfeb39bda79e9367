export const en = { call: (number: string) => `: call ${number}` };

export const hi: typeof en = { call: (number: string) => `: ${number} पर फ़ोन करें` };
