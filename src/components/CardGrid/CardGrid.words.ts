export const en = { moreAbout: (title: string) => `More about ${title}` };

export const hi: typeof en = { moreAbout: (title: string) => `${title}: और जानें` };
