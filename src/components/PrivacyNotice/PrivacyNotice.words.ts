export const en = { email: 'E-mail', phone: 'Phone', days: (n: number) => `${n} days` };

export const hi: typeof en = { email: 'ई-मेल', phone: 'फ़ोन', days: (n: number) => `${n} दिन` };
