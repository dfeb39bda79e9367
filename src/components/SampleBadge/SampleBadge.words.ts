export const en = { badge: 'Sample content', fieldsLead: 'Sample content:' };

export const hi: typeof en = { badge: 'नमूना सामग्री', fieldsLead: 'नमूना सामग्री:' };
