export const en = { portals: 'Government and learning portals', place: 'Noida', menu: 'Menu', mainMenu: 'Main' };

export const hi: typeof en = { portals: 'सरकारी और शिक्षा पोर्टल', place: 'नोएडा', menu: 'मेनू', mainMenu: 'मुख्य' };
