import { defineStrings } from '../../lib/i18n';

/** The home page sections' own words; their headings, captions and card texts come from home.yaml and the other data files. */
export const strings = defineStrings({
  en: {
    carouselLabel: 'Campus highlights',
    explore: 'Explore programmes',
    apply: (session: string) => `Apply for admission ${session}`,
    actions: 'Start here',
    notices: 'Latest notices',
    allNotices: 'All examination notifications',
    keyDates: (event: string) => `Key dates: ${event}`,
    eventPage: (event: string) => `About ${event}`,
    passed: 'passed',
    figures: (campus: string) => `Placements at a glance, ${campus}`,
    placementPage: 'Placement statistics',
  },
  hi: {
    carouselLabel: 'परिसर की झलकियाँ',
    explore: 'कार्यक्रम देखें',
    apply: (session: string) => `प्रवेश ${session} के लिए आवेदन करें`,
    actions: 'यहाँ से शुरू करें',
    notices: 'नवीनतम सूचनाएँ',
    allNotices: 'सभी परीक्षा अधिसूचनाएँ',
    keyDates: (event: string) => `मुख्य तिथियाँ: ${event}`,
    eventPage: (event: string) => `${event} के बारे में`,
    passed: 'बीत चुकी',
    figures: (campus: string) => `प्लेसमेंट एक नज़र में, ${campus}`,
    placementPage: 'प्लेसमेंट आँकड़े',
  },
});
