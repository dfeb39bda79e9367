/** Under a list of documents: whom to ask for one not published yet. */
export const en = { text: (office: string) => `A document marked "not yet published" can be requested from the ${office}:` };

export const hi: typeof en = { text: (office: string) => `जो दस्तावेज़ “अभी प्रकाशित नहीं” है, उसे ${office} से माँगा जा सकता है:` };
