import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { portals: 'Government and learning portals', place: 'Noida', menu: 'Menu', mainMenu: 'Main' },
  hi: { portals: 'सरकारी और शिक्षा पोर्टल', place: 'नोएडा', menu: 'मेनू', mainMenu: 'मुख्य' },
});
