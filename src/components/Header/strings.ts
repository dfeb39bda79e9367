import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: { callUs: 'Call us', portals: 'Government and learning portals', place: 'Noida', menu: 'Menu', mainMenu: 'Main' },
  hi: { callUs: 'फ़ोन करें', portals: 'सरकारी और शिक्षा पोर्टल', place: 'नोएडा', menu: 'मेनू', mainMenu: 'मुख्य' },
});
