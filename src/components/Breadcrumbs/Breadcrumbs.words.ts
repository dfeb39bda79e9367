export const en = { breadcrumb: 'Breadcrumb' };

export const hi: typeof en = { breadcrumb: 'आप यहाँ हैं' };
