/** The site's own words that belong to no component, in every language: the frame's, and the words of the rules in src/lib. */
import { defineWords } from './languages.ts';

/** What the site says about applying, from the admission cycle of the build day (admission-cycles.yaml). */
export const admissionStatus = defineWords({
  en: {
    apply: (session: string) => `Apply For Admission (${session})`,
    closes: (date: string) => `Applications close on ${date}.`,
    opensOn: (session: string, date: string) => `Admissions for ${session} open on ${date}.`,
    notOpen: 'Admission for the next session has not opened yet.',
    enquire: 'Send an admission enquiry',
    enquireText: 'Leave your question and the admissions office will answer it and tell you when applications open.',
    applyText: (session: string) => `Apply online for ${session}`,
    figuresOf: (session: string) => `These figures are for the ${session} session.`,
    figuresBehind: (session: string, starts: string) =>
      `These are the figures of the ${session} session, which began on ${starts}; figures for a later session have not been published yet.`,
    askAdmissions: 'Ask the admissions help desk',
    figuresOld: (session: string) => `These are the latest published figures, for ${session};`,
    askForNewer: 'ask the admissions help desk for newer ones',
    applyTitle: 'Apply for Admission',
    redirecting: 'Taking you to the online admission form…',
    openForm: 'Open the admission application form',
  },
  hi: {
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
  },
});

/** The frame's own words: the page layouts and the document head. */
export const frame = defineWords({
  en: {
    skipLink: 'Skip to main content',
    relatedPages: 'Related pages',
    onThisPage: 'On this page',
    /** On a translated page, under texts of data files still shown in English. */
    untranslated: 'Parts of this page are still in English: their translation is not written yet.',
  },
  hi: {
    skipLink: 'मुख्य सामग्री पर जाएँ',
    relatedPages: 'संबंधित पृष्ठ',
    onThisPage: 'इस पृष्ठ पर',
    untranslated: 'इस पृष्ठ के कुछ अंश अभी अंग्रेज़ी में हैं: उनका हिंदी अनुवाद अभी लिखा जाना है।',
  },
});

export const phoneExtensions = defineWords({
  en: { one: 'extension', many: 'extensions', and: 'and' },
  hi: { one: 'एक्सटेंशन', many: 'एक्सटेंशन', and: 'और' },
});

/** The feed's own words in each language (src/pages/[...language]/feed.xml.ts). */
export const feed = defineWords({
  en: {
    title: (university: string) => `${university}: examination notifications and circulars`,
    description: (university: string) => `Examination notifications and circulars published by ${university}, newest first.`,
  },
  hi: {
    title: (university: string) => `${university}: परीक्षा अधिसूचनाएँ और परिपत्र`,
    description: (university: string) => `${university} द्वारा प्रकाशित परीक्षा अधिसूचनाएँ और परिपत्र, सबसे नए पहले।`,
  },
});

/**
 * The card's fields with their labels in each language: `essential` always in
 * view, `detail` behind Show More Details, each in the card's order.
 */
export const facultyFields = defineWords({
  en: {
    essential: { qualifications: 'Qualifications', experience: 'Experience', research_interests: 'Research interests' },
    detail: {
      orcid: 'ORCID',
      google_scholar: 'Google Scholar',
      publications: 'Publications',
      patents: 'Patents',
      grants: 'Grants',
      courses_taught: 'Courses taught',
      supervision: 'Supervision',
      professional_memberships: 'Professional memberships',
      awards_honors: 'Awards and honours',
      conferences_workshops: 'Conferences and workshops',
    },
  },
  hi: {
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
  },
});

/** The words of a programme's facts in each language. */
export const programmeFacts = defineWords({
  en: {
    years: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
    semesters: (n: number) => `${n} semesters`,
    seats: (n: number) => `${n} seats`,
    seatsPending: 'seats not yet published',
    notPublished: 'not yet published',
    durationPending: 'duration not yet published; ask the admissions help desk',
    feePending: 'fee not yet published',
    /** A summary whose three facts are all still to come, said once. */
    allPending: 'duration, seats and fee not yet published; ask the admissions help desk',
    feeAYear: (fee: string) => `${fee} a year`,
    feeByYear: (fees: string) => `${fees} by year`,
    duration: 'Duration',
    seatsTerm: 'Seats',
    fee: 'Fee',
    affiliation: 'Affiliation',
    qualification: 'Qualification',
    lateralEntry: 'Lateral entry',
    /** The names of the levels; their codes (UG, PG, DIP) are the university's own and stay as written. */
    levels: { UG: 'Undergraduate', PG: 'Postgraduate', DIP: 'Diploma' } as Record<string, string>,
  },
  hi: {
    years: (n: number) => `${n} वर्ष`,
    semesters: (n: number) => `${n} सेमेस्टर`,
    seats: (n: number) => `${n} सीटें`,
    seatsPending: 'सीटें अभी प्रकाशित नहीं हुई हैं',
    notPublished: 'अभी प्रकाशित नहीं',
    durationPending: 'अवधि अभी प्रकाशित नहीं हुई है; प्रवेश हेल्प डेस्क से पूछें',
    feePending: 'शुल्क अभी प्रकाशित नहीं हुआ है',
    allPending: 'अवधि, सीटें और शुल्क अभी प्रकाशित नहीं हुए हैं; प्रवेश हेल्प डेस्क से पूछें',
    feeAYear: (fee: string) => `${fee} प्रति वर्ष`,
    feeByYear: (fees: string) => `${fees} (वर्षवार)`,
    duration: 'अवधि',
    seatsTerm: 'सीटें',
    fee: 'शुल्क',
    affiliation: 'संबद्धता',
    qualification: 'योग्यता',
    lateralEntry: 'लेटरल एंट्री',
    levels: { UG: 'स्नातक', PG: 'स्नातकोत्तर', DIP: 'डिप्लोमा' },
  },
});

/** The units of figures from content (src/lib/figures.ts), with their count. */
export const figureUnits = defineWords({
  en: {
    days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
    weeks: (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`,
    years: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
    times: (n: number) => (n === 2 ? 'twice' : `${n} ${n === 1 ? 'time' : 'times'}`),
  },
  hi: {
    days: (n: number) => `${n} दिन`,
    weeks: (n: number) => `${n} सप्ताह`,
    years: (n: number) => `${n} वर्ष`,
    times: (n: number) => (n === 2 ? 'दो बार' : `${n} बार`),
  },
});

/** The milestones' names in each language, as the timeline and the calendar file show them. */
export const eventMilestones = defineWords({
  en: {
    registrationDeadline: 'Registration deadline',
    workshops: (days: number) => `Pre-event workshops begin (${days} days before day 1)`,
    orientation: 'Orientation (mandatory before final team registration)',
    day1: 'Day 1',
    day2: 'Day 2 and pitch finale',
    /** Before the page's address in a calendar entry's description. */
    details: 'Details',
  },
  hi: {
    registrationDeadline: 'पंजीकरण की अंतिम तिथि',
    workshops: (days: number) => `आयोजन-पूर्व कार्यशालाएँ शुरू (पहले दिन से ${days} दिन पहले)`,
    orientation: 'ओरिएंटेशन (टीम के अंतिम पंजीकरण से पहले अनिवार्य)',
    day1: 'पहला दिन',
    day2: 'दूसरा दिन और पिच फ़िनाले',
    details: 'विवरण',
  },
});
