/** The site-wide words in Hindi: every namespace and key of ./en.ts, of the same kind (the type checker holds it). */
import type * as en from './en.ts';

export const admissionStatus: typeof en.admissionStatus = {
  apply: (session: string) => `प्रवेश के लिए आवेदन करें (${session})`,
  closes: (date: string) => `आवेदन की अंतिम तिथि ${date} है।`,
  opensOn: (session: string, date: string) => `सत्र ${session} के लिए प्रवेश ${date} से शुरू होंगे।`,
  notOpen: 'अगले सत्र के लिए प्रवेश अभी शुरू नहीं हुए हैं।',
  enquire: 'प्रवेश संबंधी पूछताछ भेजें',
  enquireText: 'अपना प्रश्न लिखकर भेजें। प्रवेश कार्यालय उसका उत्तर देगा और आवेदन शुरू होने पर आपको बताएगा।',
  applyText: (session: string) => `सत्र ${session} के लिए ऑनलाइन आवेदन करें`,
  figuresOf: (session: string) => `ये आँकड़े सत्र ${session} के हैं।`,
  figuresBehind: (session: string, starts: string) => `ये आँकड़े सत्र ${session} के हैं। यह सत्र ${starts} को शुरू हुआ था, और इसके बाद के सत्र के आँकड़े अभी प्रकाशित नहीं हुए हैं।`,
  askAdmissions: 'प्रवेश हेल्प डेस्क से पूछें',
  figuresOld: (session: string) => `ये ${session} के नवीनतम प्रकाशित आँकड़े हैं;`,
  askForNewer: 'नए आँकड़ों के लिए प्रवेश हेल्प डेस्क से पूछें',
  applyTitle: 'प्रवेश के लिए आवेदन',
  redirecting: 'आपको ऑनलाइन प्रवेश फ़ॉर्म पर ले जाया जा रहा है…',
  openForm: 'प्रवेश आवेदन फ़ॉर्म खोलें',
};

export const frame: typeof en.frame = {
  skipLink: 'मुख्य सामग्री पर जाएँ',
  relatedPages: 'संबंधित पृष्ठ',
  onThisPage: 'इस पृष्ठ पर',
  untranslated: 'इस पृष्ठ के कुछ अंश अभी अंग्रेज़ी में हैं: उनका हिंदी अनुवाद अभी लिखा जाना है।',
};

export const phoneExtensions: typeof en.phoneExtensions = { one: 'एक्सटेंशन', many: 'एक्सटेंशन', and: 'और' };

export const feed: typeof en.feed = {
  title: (university: string) => `${university}: परीक्षा अधिसूचनाएँ और परिपत्र`,
  description: (university: string) => `${university} द्वारा प्रकाशित परीक्षा अधिसूचनाएँ और परिपत्र, सबसे नए पहले।`,
};

export const facultyFields: typeof en.facultyFields = {
  essential: { qualifications: 'शैक्षणिक योग्यता', experience: 'अनुभव', research_interests: 'अनुसंधान रुचियाँ' },
  detail: {
    orcid: 'ORCID',
    google_scholar: 'Google Scholar',
    publications: 'प्रकाशन',
    patents: 'पेटेंट',
    grants: 'अनुदान',
    courses_taught: 'पढ़ाए गए पाठ्यक्रम',
    supervision: 'अनुसंधान निर्देशन',
    professional_memberships: 'व्यावसायिक सदस्यताएँ',
    awards_honors: 'पुरस्कार और सम्मान',
    conferences_workshops: 'सम्मेलन और कार्यशालाएँ',
  },
};

export const programmeFacts: typeof en.programmeFacts = {
  years: (n: number) => `${n} वर्ष`,
  semesters: (n: number) => `${n} सेमेस्टर`,
  seats: (n: number) => `${n} सीटें`,
  seatsPending: 'सीटें अभी प्रकाशित नहीं हुई हैं',
  notPublished: 'अभी प्रकाशित नहीं',
  durationPending: 'अवधि अभी प्रकाशित नहीं हुई है; प्रवेश हेल्प डेस्क से पूछें',
  feePending: 'शुल्क अभी प्रकाशित नहीं हुआ है',
  feeAYear: (fee: string) => `${fee} प्रति वर्ष`,
  feeByYear: (fees: string) => `${fees} (वर्षवार)`,
  duration: 'अवधि',
  seatsTerm: 'सीटें',
  fee: 'शुल्क',
  affiliation: 'संबद्धता',
  qualification: 'योग्यता',
  lateralEntry: 'लेटरल एंट्री',
  levels: { UG: 'स्नातक', PG: 'स्नातकोत्तर', DIP: 'डिप्लोमा' },
};

export const figureUnits: typeof en.figureUnits = {
  days: (n: number) => `${n} दिन`,
  weeks: (n: number) => `${n} सप्ताह`,
  years: (n: number) => `${n} वर्ष`,
  times: (n: number) => (n === 2 ? 'दो बार' : `${n} बार`),
};

export const eventMilestones: typeof en.eventMilestones = {
  registrationDeadline: 'पंजीकरण की अंतिम तिथि',
  workshops: (days: number) => `आयोजन-पूर्व कार्यशालाएँ शुरू (पहले दिन से ${days} दिन पहले)`,
  orientation: 'ओरिएंटेशन (टीम के अंतिम पंजीकरण से पहले अनिवार्य)',
  day1: 'पहला दिन',
  day2: 'दूसरा दिन और पिच फ़िनाले',
  details: 'विवरण',
};
