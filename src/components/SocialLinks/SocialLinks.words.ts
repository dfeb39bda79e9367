export const en = { socialMedia: 'Social media' };

export const hi: typeof en = { socialMedia: 'सोशल मीडिया' };
