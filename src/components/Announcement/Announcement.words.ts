import { defineWords } from '../../lib/languages.ts';

/** The announcement's own words; its title, text and link label come from home.yaml. */
export const words = defineWords({
  en: {
    kicker: 'Announcement',
    close: 'Close announcement',
    /** Read after the link's label by screen readers: "View details of TechIdea 2025". */
    detailsOf: (title: string) => ` of ${title}`,
  },
  hi: {
    kicker: 'सूचना',
    close: 'सूचना बंद करें',
    detailsOf: (title: string) => ` (${title})`,
  },
});
