export const en = { email: 'E-mail', landlines: 'Landlines', address: 'Address', general: 'General enquiries:' };

export const hi: typeof en = { email: 'ई-मेल', landlines: 'लैंडलाइन', address: 'पता', general: 'सामान्य पूछताछ:' };
