export const en = { pending: 'not yet published', newTab: '(opens in a new tab)', pdf: ' (PDF)' };

export const hi: typeof en = { pending: 'अभी प्रकाशित नहीं', newTab: '(नए टैब में खुलता है)', pdf: ' (PDF)' };
