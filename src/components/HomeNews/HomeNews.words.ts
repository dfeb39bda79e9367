import { oblique } from '../../lib/hindi-grammar.ts';
import { defineWords } from '../../lib/languages.ts';

/** The words of HomeNews. */
export const words = defineWords({
  en: {
    notices: 'Latest notices',
    earlierNotices: 'Earlier notices',
    noNotices: 'There are no current notices.',
    allNotices: 'All examination notifications',
    keyDates: (event: string) => `Key dates: ${event}`,
    eventPage: (event: string) => `About ${event}`,
    figures: (campus: string) => `Placements at a glance, ${campus}`,
    placementPage: 'Placement statistics',
  },
  hi: {
    notices: 'नवीनतम सूचनाएँ',
    earlierNotices: 'पिछली सूचनाएँ',
    noNotices: 'इस समय कोई नई सूचना नहीं है।',
    allNotices: 'सभी परीक्षा अधिसूचनाएँ',
    keyDates: (event: string) => `मुख्य तिथियाँ: ${event}`,
    eventPage: (event: string) => `${oblique(event)} के बारे में`,
    figures: (campus: string) => `प्लेसमेंट एक नज़र में, ${campus}`,
    placementPage: 'प्लेसमेंट आँकड़े',
  },
});
