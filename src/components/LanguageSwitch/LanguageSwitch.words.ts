/** The switch, by the language of the page it is on: it names the other language in that language. */
export const en = { switchTo: 'हिन्दी', switchLabel: 'यह पृष्ठ हिन्दी में' };

export const hi: typeof en = { switchTo: 'English', switchLabel: 'This page in English' };
