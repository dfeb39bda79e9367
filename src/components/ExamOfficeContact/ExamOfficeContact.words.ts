import { defineWords } from '../../lib/languages.ts';

/** The examination office block's own words; the office's name, address and contacts come from the data. */
export const words = defineWords({
  en: {
    phone: 'Phone',
    email: 'E-mail',
    showMap: 'Show the map',
    hideMap: 'Hide the map',
    mapSource: '(loads from OpenStreetMap)',
    mapTitle: (university: string, coordinates: string) => `Map of the ${university} campus, Noida, centred on ${coordinates}`,
    campusAt: (coordinates: string) => `The campus is at about ${coordinates}.`,
    largerMap: 'View a larger map on OpenStreetMap',
    fullStop: '.',
  },
  hi: {
    phone: 'फ़ोन',
    email: 'ई-मेल',
    showMap: 'नक्शा दिखाएँ',
    hideMap: 'नक्शा छिपाएँ',
    mapSource: '(OpenStreetMap से लोड होता है)',
    mapTitle: (university: string, coordinates: string) => `${university} परिसर, नोएडा का नक्शा, केंद्र ${coordinates}`,
    campusAt: (coordinates: string) => `परिसर लगभग ${coordinates} पर स्थित है।`,
    largerMap: 'OpenStreetMap पर बड़ा नक्शा देखें',
    fullStop: '।',
  },
});
