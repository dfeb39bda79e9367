import { oblique } from '../../lib/hindi-grammar.ts';

/** The words of HomeNews, part of the `home` namespace (src/i18n/en.ts joins them). */
export const en = {
  notices: 'Latest notices',
  earlierNotices: 'Earlier notices',
  noNotices: 'There are no current notices.',
  allNotices: 'All examination notifications',
  keyDates: (event: string) => `Key dates: ${event}`,
  eventPage: (event: string) => `About ${event}`,
  figures: (campus: string) => `Placements at a glance, ${campus}`,
  placementPage: 'Placement statistics',
};

export const hi: typeof en = {
  notices: 'नवीनतम सूचनाएँ',
  earlierNotices: 'पिछली सूचनाएँ',
  noNotices: 'इस समय कोई नई सूचना नहीं है।',
  allNotices: 'सभी परीक्षा अधिसूचनाएँ',
  keyDates: (event: string) => `मुख्य तिथियाँ: ${event}`,
  eventPage: (event: string) => `${oblique(event)} के बारे में`,
  figures: (campus: string) => `प्लेसमेंट एक नज़र में, ${campus}`,
  placementPage: 'प्लेसमेंट आँकड़े',
};
