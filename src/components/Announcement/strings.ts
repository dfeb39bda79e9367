import { defineStrings } from '../../lib/i18n';

/** The announcement's own words; its title, text and link label come from home.yaml. */
export const strings = defineStrings({
  en: {
    kicker: 'Announcement',
    close: 'Close announcement',
    /** Read after the link's label by screen readers: "View details of TechIdea 2025 (opens in a new tab)". */
    detailsOf: (title: string) => ` of ${title} (opens in a new tab)`,
  },
  hi: {
    kicker: 'सूचना',
    close: 'सूचना बंद करें',
    detailsOf: (title: string) => ` (${title}, नए टैब में खुलता है)`,
  },
});
