import { defineWords } from '../../lib/languages.ts';

/** The words of EventTimeline. */
export const words = defineWords({
  en: {
    status: { past: 'Completed', today: 'Today', upcoming: 'Upcoming' },
    open: (deadline: string) => `Registration is open until ${deadline}.`,
    upcoming: (deadline: string, day1: string) => `Registration closed on ${deadline}. The event begins on ${day1}.`,
    underWay: (name: string) => `${name} is under way.`,
    lastDayIs: (day2: string) => ` Its last day is ${day2}.`,
    concluded: (name: string) => `${name} has concluded.`,
    lastDayWas: (day2: string) => ` Its last day was ${day2}. Every date below has passed.`,
    /** Around the build day's date. */
    asOf: ['Status as of ', ', when this page was last built.'],
    addToCalendar: 'Add the dates to your calendar (.ics file)',
  },
  hi: {
    status: { past: 'संपन्न', today: 'आज', upcoming: 'आगामी' },
    open: (deadline: string) => `पंजीकरण ${deadline} तक खुला है।`,
    upcoming: (deadline: string, day1: string) => `पंजीकरण ${deadline} को बंद हो गया। आयोजन ${day1} को शुरू होगा।`,
    underWay: (name: string) => `${name} जारी है।`,
    lastDayIs: (day2: string) => ` इसका अंतिम दिन ${day2} है।`,
    concluded: (name: string) => `${name} संपन्न हो गया है।`,
    lastDayWas: (day2: string) => ` इसका अंतिम दिन ${day2} था। नीचे दी गई सभी तिथियाँ बीत चुकी हैं।`,
    asOf: ['यह स्थिति ', ' की है, जब यह पृष्ठ पिछली बार बनाया गया था।'],
    addToCalendar: 'तिथियाँ अपने कैलेंडर में जोड़ें (.ics फ़ाइल)',
  },
});
