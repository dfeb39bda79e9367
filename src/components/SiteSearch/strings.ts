import { defineStrings } from '../../lib/i18n';
import type { StatusWords } from '../../lib/search';

export const strings = defineStrings<
  StatusWords & {
    search: string;
    toSiteMap: string;
    title: string;
    close: string;
    inputLabel: string;
    results: string;
    inSection: string;
    more: string;
    tip: [before: string, after: string];
    siteMap: string;
    unavailable: string;
  }
>({
  en: {
    search: 'Search',
    toSiteMap: ': browse the site map',
    title: 'Search the website',
    close: 'Close search',
    inputLabel: 'Words to find, e.g. fee, hostel, circular',
    results: 'Search results',
    inSection: 'in ',
    more: 'Show more results',
    tip: ['Tip: press', 'on any page to search. Not finding it? Browse the'],
    siteMap: 'site map',
    unavailable: 'Search is not available right now. Please browse the site map instead.',
    noMatch: (q) => `No pages match “${q}”. Try other words, or browse the site map.`,
    matches: (total, q) => `${total === 1 ? '1 page matches' : `${total} pages match`} “${q}”`,
    showingFirst: (shown) => `; showing the first ${shown}`,
  },
  hi: {
    search: 'खोजें',
    toSiteMap: ': साइट मैप देखें',
    title: 'वेबसाइट में खोजें',
    close: 'खोज बंद करें',
    inputLabel: 'खोजने के लिए शब्द, जैसे शुल्क, छात्रावास, प्रवेश',
    results: 'खोज परिणाम',
    inSection: 'अनुभाग: ',
    more: 'और परिणाम दिखाएँ',
    tip: ['सुझाव: किसी भी पृष्ठ पर खोजने के लिए', 'दबाएँ। जो ढूँढ रहे हैं वह नहीं मिला? देखें'],
    siteMap: 'साइट मैप',
    unavailable: 'खोज अभी उपलब्ध नहीं है। कृपया साइट मैप देखें।',
    noMatch: (q) => `“${q}” से मेल खाता कोई पृष्ठ नहीं मिला। दूसरे शब्दों से खोजें, या साइट मैप देखें।`,
    matches: (total, q) => `“${q}” से ${total} ${total === 1 ? 'पृष्ठ मेल खाता है' : 'पृष्ठ मेल खाते हैं'}`,
    showingFirst: (shown) => `; पहले ${shown} दिखाए गए हैं`,
  },
});
