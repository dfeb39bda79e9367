export const en = { none: { publications: 'No publications are listed yet.', patents: 'No patents are listed yet.' } };

export const hi: typeof en = { none: { publications: 'अभी कोई प्रकाशन सूचीबद्ध नहीं है।', patents: 'अभी कोई पेटेंट सूचीबद्ध नहीं है।' } };
