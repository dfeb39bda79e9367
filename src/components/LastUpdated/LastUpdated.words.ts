/** The words of the "Last updated" line under every content page. */
export const en = { lastUpdated: 'Last updated' };

export const hi: typeof en = { lastUpdated: 'अंतिम अद्यतन' };
