/**
 * The site's own words in Hindi: every namespace and key of ./en.ts, of the
 * same kind (the type checker holds it). Longer than 300 lines on purpose:
 * one dictionary per language, so a translator finds every word in one file.
 */
import type * as en from './en';
import { oblique } from '../lib/hindi-grammar';

export const about: typeof en.about = {
  vision: 'दृष्टि',
  mission: 'ध्येय',
  qualityPolicy: 'गुणवत्ता नीति',
  eoaHeading: 'अनुमोदन विस्तार (EOA) रिपोर्ट',
  eoaText: 'विश्वविद्यालय को जारी की गई नवीनतम अनुमोदन विस्तार रिपोर्ट।',
  viewReport: 'EOA रिपोर्ट देखें',
  approvals: 'अनुमोदन और मान्यता',
  viewDocument: 'दस्तावेज़ देखें',
};

export const admissionActions: typeof en.admissionActions = {
  criteria: { label: 'प्रवेश प्रक्रिया और पात्रता', text: 'सीटें और कौन आवेदन कर सकता है' },
  apply: { label: 'प्रवेश आवेदन फ़ॉर्म' },
  fees: { label: 'शुल्क संरचना', text: (session: string) => `सत्र ${session} का शुल्क, वर्षवार` },
};

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
  applyTitle: 'प्रवेश के लिए आवेदन',
  redirecting: 'आपको ऑनलाइन प्रवेश फ़ॉर्म पर ले जाया जा रहा है…',
  openForm: 'प्रवेश आवेदन फ़ॉर्म खोलें',
};

export const admissionContacts: typeof en.admissionContacts = { email: 'ई-मेल', landlines: 'लैंडलाइन', address: 'पता', general: 'सामान्य पूछताछ:' };

export const admissionCriteria: typeof en.admissionCriteria = {
  years: (n: number, semesters?: number) => `${n} वर्ष${semesters ? ` (${semesters} सेमेस्टर)` : ''}`,
  programmes: (n: number) => `${n} कार्यक्रम:`,
  duration: 'अवधि',
  route: 'सीटें कैसे भरी जाती हैं',
  eligibility: 'पात्रता',
  lateralEntry: 'लेटरल एंट्री',
  lateralEligibility: 'पात्रता:',
  intake: (session: string) => `सीटें ${session}`,
  levelKey: 'स्तर:',
  serial: 'क्रम सं.',
  course: 'कार्यक्रम',
  level: 'स्तर',
  totalSeats: 'कुल सीटें',
};

export const announcement: typeof en.announcement = {
  kicker: 'सूचना',
  close: 'सूचना बंद करें',
  detailsOf: (title: string) => ` (${title})`,
};

export const applyBanner: typeof en.applyBanner = {
  heading: 'प्रवेश जारी हैं',
  call: (to: string) => `${oblique(to)} में प्रवेश के लिए ऑनलाइन आवेदन करें।`,
  apply: 'अभी आवेदन करें',
  formFor: (to: string) => `: ${oblique(to)} का प्रवेश फ़ॉर्म`,
};

export const askFor: typeof en.askFor = { text: (office: string) => `जो दस्तावेज़ "अभी प्रकाशित नहीं" है, उसे ${office} से माँगा जा सकता है:` };

export const breadcrumbs: typeof en.breadcrumbs = { breadcrumb: 'आप यहाँ हैं' };

export const callout: typeof en.callout = { note: 'ध्यान दें', warning: 'चेतावनी', success: 'पूरा हुआ' };

export const cardGrid: typeof en.cardGrid = { moreAbout: (title: string) => `${title}: और जानें` };

export const carousel: typeof en.carousel = {
  previous: 'पिछला',
  next: 'अगला',
  pause: 'रोकें',
  play: 'चलाएँ',
  restart: 'फिर से चलाएँ',
  slideShowBefore: 'स्लाइड शो ',
  slideShowAfter: '',
  slide: (position: number, total: number) => `${total} में से ${position}`,
  showSlide: (position: number, total: number) => `${total} में से स्लाइड ${position} दिखाएँ`,
  item: 'चित्र',
  loadingItem: (item: string, position: number, total: number) => `${item} ${position} (${total} में से) लोड हो रहा है…`,
  loadedItem: (item: string, position: number, total: number) => `${item} ${position} (${total} में से) लोड हो गया`,
  failedItem: (item: string, position: number, total: number) => `${item} ${position} (${total} में से) लोड नहीं हो सका`,
  loadingImage: 'चित्र लोड हो रहा है…',
  failedImage: (alt: string) => (alt ? `यह चित्र लोड नहीं हो सका: ${alt}` : 'यह चित्र लोड नहीं हो सका'),
};

export const committee: typeof en.committee = {
  caption: (committee: string, members: number) => (members === 1 ? committee : `${oblique(committee)} के सदस्य`),
  name: 'नाम',
  post: 'पद',
  seat: 'समिति में स्थान',
  status: 'भूमिका',
  contact: 'संपर्क',
  reach: (committee: string) => `${oblique(committee)} से संपर्क के लिए:`,
  call: (number: string) => `${number} पर फ़ोन करें`,
  write: (email: string) => `${email} पर लिखें`,
  or: 'या',
  throughCommittee: 'समिति के माध्यम से',
};

export const departmentPage: typeof en.departmentPage = {
  programme: 'कार्यक्रम',
  facts: (session: string) => `अवधि, सीटें और शुल्क (${session})`,
  eligibility: 'पात्रता',
  inFigures: (department: string) => `${department}: प्रमुख आँकड़े`,
  applyTo: (programme: string) => `${programme} कार्यक्रम`,
};

export const disclosureTable: typeof en.disclosureTable = {
  caption: (sections: string) => `सार्वजनिक प्रकटीकरण, खंड ${sections}`,
  range: (first: string, last: string) => `${first} से ${last}`,
  item: 'विषय',
  status: 'स्थिति',
  links: 'लिंक',
  remarks: 'टिप्पणी',
  noDocument: 'कोई दस्तावेज़ नहीं',
  none: 'कोई नहीं',
  statusLabels: {
    published: 'प्रकाशित',
    'partly-published': 'आंशिक रूप से प्रकाशित',
    'not-yet-published': 'अभी प्रकाशित नहीं',
    'not-applicable': 'लागू नहीं',
    'under-process': 'प्रक्रिया में',
  },
};

export const documentList: typeof en.documentList = {
  empty: 'यहाँ अभी कोई दस्तावेज़ प्रकाशित नहीं हुआ है।',
  nonePublished: 'इनमें से कोई भी दस्तावेज़ अभी प्रकाशित नहीं हुआ है।',
  expectedBy: (date: string) => ` इनके ${date} तक प्रकाशित होने की आशा है।`,
  wasExpected: (date: string) => ` इनके ${date} तक प्रकाशित होने की आशा थी।`,
  ask: (office: string) => `इनके बारे में जानकारी के लिए ${oblique(office)} से पूछें`,
  latest: 'नवीनतम अंक',
  archive: 'पुराने अंक',
  new: 'नया',
  pending: 'अभी प्रकाशित नहीं',
};

export const link: typeof en.link = { pending: 'अभी प्रकाशित नहीं', newTab: '(नए टैब में खुलता है)', pdf: ' (PDF)' };

export const notFound: typeof en.notFound = {
  title: 'पृष्ठ नहीं मिला',
  description: 'आप जो पृष्ठ खोज रहे हैं, हो सकता है कि वह हटा दिया गया हो, उसका नाम बदल दिया गया हो या वह अभी उपलब्ध न हो।',
  text: 'आप जो पृष्ठ खोज रहे हैं, हो सकता है कि वह हटा दिया गया हो, उसका नाम बदल दिया गया हो या वह कुछ समय के लिए उपलब्ध न हो।',
  home: 'मुखपृष्ठ पर जाएँ',
  menu: 'आप ऊपर दिए गए मेनू से भी अपनी ज़रूरत की जानकारी पा सकते हैं।',
};

export const enquiryForm: typeof en.enquiryForm = {
  button: 'प्रवेश पूछताछ',
  title: 'प्रवेश पूछताछ',
  close: 'प्रवेश पूछताछ बंद करें',
  intro: 'बताइए कि आप क्या पढ़ना चाहते हैं; प्रवेश टीम आपको फ़ोन या ई-मेल करेगी।',
  inlineHeading: 'प्रवेश संबंधी पूछताछ भेजें',
  labels: {
    name: 'पूरा नाम',
    email: 'ई-मेल पता',
    phoneno: 'मोबाइल नंबर',
    program: 'कार्यक्रम',
    state: 'राज्य या केंद्र शासित प्रदेश',
    city: 'शहर',
    query: 'आपका प्रश्न',
  },
  phoneHint: '10 अंक, जैसे 98765 43210; शुरू में +91 या 0 लगा सकते हैं',
  queryHint: (min: number, max: number) => `${min} से ${max} अक्षर`,
  chooseProgramme: 'कार्यक्रम चुनें',
  chooseState: 'राज्य या केंद्र शासित प्रदेश चुनें',
  required: 'सभी खाने भरने आवश्यक हैं।',
  kept: 'आपने जो लिखा था, वह सब नीचे सुरक्षित है। आप प्रवेश कार्यालय को इस नंबर पर फ़ोन भी कर सकते हैं:',
  keptEnd: '।',
  errorPrefix: 'त्रुटि: ',
  leaveEmpty: 'इसे खाली छोड़ें',
  noticeTitle: 'आपकी जानकारी का क्या होता है',
  notice: (days: number) =>
    `आपका नाम, ई-मेल पता, मोबाइल नंबर, राज्य, शहर और प्रश्न हम केवल इस प्रवेश पूछताछ का उत्तर देने के लिए उपयोग करते हैं। इन्हें विश्वविद्यालय का प्रवेश कार्यालय पढ़ता है, और कार्यालय जिस स्प्रेडशीट सेवा पर काम करता है उसमें इनकी एक प्रति रखी जा सकती है। भेजने के ${days} दिन बाद हम इन्हें मिटा देते हैं, और आप कहें तो उससे पहले भी।`,
  noticeMinor: '18 वर्ष से कम आयु है? कृपया अपने माता-पिता या अभिभावक से कहें कि वे अपने नाम, ई-मेल पते और मोबाइल नंबर के साथ यह पूछताछ भेजें।',
  noticeLink: 'निजता सूचना: आपके अधिकार, सहमति वापस लेना और शिकायत',
  newTab: link.newTab,
  submit: 'पूछताछ भेजें',
  submitting: 'पूछताछ भेजी जा रही है…',
  pageTitle: 'प्रवेश पूछताछ',
  pageDescription: 'आपकी प्रवेश पूछताछ अभी नहीं भेजी गई है। बताए गए खाने भरकर या ठीक करके फ़ॉर्म फिर से भेजें।',
  pageIntro: 'कृपया नीचे दिया फ़ॉर्म देखें: आपके उत्तर सुरक्षित हैं।',
};

export const enquiryReceipt: typeof en.enquiryReceipt = {
  reference: 'आपकी संदर्भ संख्या',
  quote: 'इस पूछताछ के बारे में फ़ोन करें या लिखें, तो यह संख्या ज़रूर बताएँ।',
};

export const event: typeof en.event = {
  status: { past: 'संपन्न', today: 'आज', upcoming: 'आगामी' },
  open: (deadline: string) => `पंजीकरण ${deadline} तक खुला है।`,
  upcoming: (deadline: string, day1: string) => `पंजीकरण ${deadline} को बंद हो गया। आयोजन ${day1} को शुरू होगा।`,
  underWay: (name: string) => `${name} जारी है।`,
  lastDayIs: (day2: string) => ` इसका अंतिम दिन ${day2} है।`,
  concluded: (name: string) => `${name} संपन्न हो गया है।`,
  lastDayWas: (day2: string) => ` इसका अंतिम दिन ${day2} था। नीचे दी गई सभी तिथियाँ बीत चुकी हैं।`,
  asOf: ['यह स्थिति ', ' की है, जब यह पृष्ठ पिछली बार बनाया गया था।'],
  addToCalendar: 'तिथियाँ अपने कैलेंडर में जोड़ें (.ics फ़ाइल)',
  orientation: 'ओरिएंटेशन',
  workshops: 'आयोजन-पूर्व कार्यशालाएँ',
  daysBefore: (days: number) => `आयोजन से ${days} दिन पहले`,
  day1: 'पहला दिन',
  day2: 'दूसरा दिन',
  shortlist: 'शॉर्टलिस्ट',
  teams: (min: number, max: number) => `${min} से ${max} टीमें`,
  finale: 'पिच फ़िनाले',
  finaleText: (teams: number, pitch: number, qa: number) => `शीर्ष ${teams} टीमें: हर टीम को ${pitch} मिनट का पिच और ${qa} मिनट के प्रश्नोत्तर`,
  awards: 'पुरस्कार',
  awardsGiven: (count: number) => (count === 1 ? 'एक पुरस्कार दिया जाता है:' : `${count} पुरस्कार दिए जाते हैं:`),
  maxMembers: (count: number) => `हर टीम में अधिकतम ${count} सदस्य हो सकते हैं।`,
  ideaSummary: (min: number, max: number) => `हर टीम ${min} से ${max} शब्दों में अपने विचार का सारांश जमा करती है।`,
  individual: (years: string, programmes: string) => `${oblique(programmes)} के ${years} के विद्यार्थी व्यक्तिगत पंजीकरण कर सकते हैं।`,
  payment: (categories: string) => `भुगतान श्रेणी: ${categories}। राशि यहाँ नहीं दी गई है; आयोजकों से ई-मेल द्वारा पूछें।`,
  and: 'और',
  or: 'या',
  themes: 'विषय',
  preliminaryForm: 'प्रारंभिक पंजीकरण फ़ॉर्म',
  finalForm: 'टीम का अंतिम पंजीकरण फ़ॉर्म',
  closedOn: (deadline: string) => `पंजीकरण ${deadline} को बंद हो गया।`,
  documents: 'दस्तावेज़',
  contact: 'संपर्क',
  writeTo: (name: string) => [`${oblique(name)} के बारे में प्रश्नों के लिए `, ' पर लिखें।'],
  committee: (name: string) => `${name} समिति`,
  serial: 'क्रम सं.',
  name: 'नाम',
  designation: 'पद',
  role: 'भूमिका',
  roles: { chairman: 'अध्यक्ष', member: 'सदस्य', convener: 'संयोजक' },
};

export const examOfficeContact: typeof en.examOfficeContact = {
  phone: 'फ़ोन',
  email: 'ई-मेल',
  showMap: 'नक्शा दिखाएँ',
  hideMap: 'नक्शा छिपाएँ',
  mapSource: '(OpenStreetMap से लोड होता है)',
  mapTitle: (university: string, coordinates: string) => `${university} परिसर, नोएडा का नक्शा, केंद्र ${coordinates}`,
  campusAt: (coordinates: string) => `परिसर लगभग ${coordinates} पर स्थित है।`,
  largerMap: 'OpenStreetMap पर बड़ा नक्शा देखें',
  fullStop: '।',
};

export const facility: typeof en.facility = { photo: 'फ़ोटो' };

export const facultyCard: typeof en.facultyCard = {
  photoOf: (name: string) => `${name} का फ़ोटो`,
  email: 'ई-मेल',
  phone: 'फ़ोन',
  scholarProfile: 'Google Scholar प्रोफ़ाइल',
  scholarOf: (name: string) => `(${name})`,
  showMore: 'और विवरण देखें',
  showLess: 'कम दिखाएँ',
  about: (name: string) => `(${name})`,
};

export const facultyDirectory: typeof en.facultyDirectory = {
  department: (name: string) => `${name} विभाग`,
  notYetPublished: 'इस विभाग के शिक्षकों की प्रोफ़ाइल अभी प्रकाशित नहीं हुई हैं।',
  members: (n: number) => `${n} सदस्य`,
};

export const facultyList: typeof en.facultyList = {
  name: 'नाम',
  designation: 'पद',
  department: 'विभाग',
  profile: 'प्रोफ़ाइल',
  viewProfile: 'प्रोफ़ाइल देखें',
  of: (name: string) => `(${name})`,
};

export const facultyWork: typeof en.facultyWork = { none: { publications: 'अभी कोई प्रकाशन सूचीबद्ध नहीं है।', patents: 'अभी कोई पेटेंट सूचीबद्ध नहीं है।' } };

export const feeStructure: typeof en.feeStructure = {
  caption: (session: string) => `शुल्क संरचना ${session}: प्रति वर्ष ट्यूशन शुल्क, रुपये में`,
  programme: 'कार्यक्रम',
  year: (n: number) => `वर्ष ${n}`,
  total: 'कुल',
  duration: (n: number) => `${n} वर्ष`,
  pending: 'शुल्क अभी प्रकाशित नहीं हुआ है',
  chargesCaption: (session: string) => `अन्य शुल्क ${session}, ट्यूशन शुल्क के अतिरिक्त`,
  charge: 'शुल्क का नाम',
  amount: 'राशि',
  paid: 'भुगतान',
  refundable: ' (वापसी योग्य)',
  once: 'एक बार',
  everyYear: 'हर वर्ष',
  refundCaption: 'शुल्क वापसी, प्रवेश छोड़ने के समय के अनुसार',
  withdrawal: 'विद्यार्थी प्रवेश कब छोड़ता है',
  refund: 'चुकाए गए शुल्क की वापसी',
  percent: (n: number) => `${n}%`,
  processingFee: (percent: string, most: string) => `वापसी में से विश्वविद्यालय शुल्क का ${percent}, अधिकतम ${most}, प्रोसेसिंग शुल्क के रूप में रखता है।`,
  hostelTitle: 'छात्रावास शुल्क',
  hostelAmount: (amount: string) => `${amount} प्रति वर्ष।`,
  hostelPending: 'छात्रावास शुल्क अभी प्रकाशित नहीं हुआ है।',
  hostelAsk: ['वर्तमान शुल्क के लिए', ' से संपर्क करें।'],
  confirmTitle: 'अपनी सीट पक्की करना',
  confirm: (amount: string, modes: string[]) =>
    `सीट पक्की करने के लिए ${amount} का प्रारंभिक भुगतान ${modes.length > 1 ? `${modes.slice(0, -1).join(', ')} या ${modes.at(-1)}` : modes[0]} से किया जाता है।`,
};

export const floatingActions: typeof en.floatingActions = { call: (number: string) => `: ${number} पर फ़ोन करें` };

export const footer: typeof en.footer = {
  phone: 'फ़ोन',
  helpDesk: 'हेल्प डेस्क और संपर्क',
  followUs: 'हमसे जुड़ें',
  legal: (year, university, society) => `© ${year} ${university}। प्रायोजक: ${society}।`,
  siteMap: 'साइट मैप',
  policies: 'नीतियाँ',
};

export const header: typeof en.header = { callUs: 'फ़ोन करें', portals: 'सरकारी और शिक्षा पोर्टल', place: 'नोएडा', menu: 'मेनू', mainMenu: 'मुख्य' };

export const home: typeof en.home = {
  carouselLabel: 'परिसर की झलकियाँ',
  explore: 'कार्यक्रम देखें',
  actions: 'यहाँ से शुरू करें',
  notices: 'नवीनतम सूचनाएँ',
  noNotices: 'इस समय कोई नई सूचना नहीं है।',
  allNotices: 'सभी परीक्षा अधिसूचनाएँ',
  keyDates: (event: string) => `मुख्य तिथियाँ: ${event}`,
  eventPage: (event: string) => `${oblique(event)} के बारे में`,
  figures: (campus: string) => `प्लेसमेंट एक नज़र में, ${campus}`,
  placementPage: 'प्लेसमेंट आँकड़े',
};

export const labGallery: typeof en.labGallery = { seeAll: 'सभी प्रयोगशालाएँ और सुविधाएँ चित्रों सहित देखें' };

export const languageSwitch: typeof en.languageSwitch = { thisPage: 'यह पृष्ठ हिन्दी में' };

export const officerProfile: typeof en.officerProfile = {
  photoMissing: (name: string) => `${name} का फ़ोटो अभी उपलब्ध नहीं है`,
  experience: (years: number, over: boolean) => `${over ? `${years} वर्ष से अधिक` : `${years} वर्ष`}`,
  ofExperience: 'का अनुभव',
  publications: 'प्रकाशन',
  email: 'ई-मेल',
  phone: 'फ़ोन',
};

export const orgChart: typeof en.orgChart = {
  caption: 'विश्वविद्यालय का संगठन चार्ट',
  imageLabel: 'संगठन चार्ट (चित्र)',
  imageDescription: 'विश्वविद्यालय का संगठन चार्ट; यही संरचना आगे की सूची में लिखी गई है।',
  listHeading: 'संगठन चार्ट सूची के रूप में',
};

export const schoolCommittees: typeof en.schoolCommittees = {
  caption: (college: string) => `${oblique(college)} की समितियाँ`,
  committee: 'समिति',
  head: 'संयोजक या अध्यक्ष',
  members: 'सदस्य',
};

export const photoGallery: typeof en.photoGallery = { back: 'पीछे', next: 'आगे', photo: 'फ़ोटो' };

export const placementHighlights: typeof en.placementHighlights = {
  highlights: (scope: string) => `प्लेसमेंट की मुख्य बातें, ${scope}`,
  scope: (campus: string, period: string) => `${campus} (${period})`,
  contactOfficer: 'प्लेसमेंट अधिकारी से संपर्क करें',
  email: 'ई-मेल:',
  phone: 'फ़ोन:',
};

export const privacyNotice: typeof en.privacyNotice = { email: 'ई-मेल', phone: 'फ़ोन', days: (n: number) => `${n} दिन` };

export const programmePage: typeof en.programmePage = {
  description: (programme: string, facts: string) => `${programme}: ${facts}। पात्रता, प्रवेश और आवेदन की जानकारी।`,
  atAGlance: (session: string) => `एक नज़र में (सत्र ${session})`,
  feeAYear: 'प्रति वर्ष शुल्क',
  seatsIn: (session: string) => `सत्र ${session} में सीटें`,
  duration: 'अवधि',
  details: 'पात्रता और प्रवेश',
  level: 'स्तर',
  school: 'स्कूल',
  eligibility: 'पात्रता',
  admissionRoute: 'सीटें कैसे भरी जाती हैं',
  howToApply: 'आवेदन कैसे करें',
  readRules: 'प्रवेश प्रक्रिया और पात्रता पढ़ें',
  seeFees: 'शुल्क संरचना और अन्य शुल्क देखें',
  apply: 'ऑनलाइन आवेदन करें',
  askHelpDesk: 'कोई प्रश्न हो तो प्रवेश हेल्प डेस्क से संपर्क करें',
  orEnquire: 'या प्रवेश पूछताछ भेजें:',
};

const resetHi = 'सभी दिखाएँ';
export const programmeExplorer: typeof en.programmeExplorer = {
  level: 'स्तर',
  allLevels: 'सभी स्तर',
  school: 'स्कूल',
  allSchools: 'सभी स्कूल',
  order: 'क्रम',
  asListed: 'सूची के क्रम में',
  feeAscending: 'वार्षिक शुल्क, कम से अधिक',
  feeDescending: 'वार्षिक शुल्क, अधिक से कम',
  reset: resetHi,
  intro: (count: number, session: string) => `सत्र ${session} के ${count} कार्यक्रम, शुल्क और सीटों के साथ।`,
  showingAll: (count: number) => `सभी ${count} कार्यक्रम दिखाए जा रहे हैं।`,
  showingSome: (shown: number, count: number) => `${count} में से ${shown} ${shown === 1 ? 'कार्यक्रम दिखाया जा रहा है' : 'कार्यक्रम दिखाए जा रहे हैं'}।`,
  showingNone: `इस स्तर और स्कूल में कोई कार्यक्रम नहीं है। सभी कार्यक्रम देखने के लिए “${resetHi}” चुनें।`,
  caption: (session: string) => `कार्यक्रम ${session}: स्तर, स्कूल, अवधि, सीटें, शुल्क और पात्रता`,
  programme: 'कार्यक्रम',
  duration: 'अवधि',
  intake: 'सीटें',
  feePerYear: 'वार्षिक शुल्क',
  totalFee: 'कुल शुल्क',
  eligibility: 'पात्रता',
  notPublished: 'अभी प्रकाशित नहीं',
  years: (n: number) => `${n} वर्ष`,
  year: (n: number) => `वर्ष ${n}`,
};

export const quality: typeof en.quality = {
  note: 'टिप्पणी:',
  recommendations: 'सामान्य सिफ़ारिशें',
  measures: 'गुणवत्ता आश्वासन के उपाय',
  observationsOf: (department: string) => `लेखा-परीक्षा के अवलोकन: ${department}`,
  issue: 'अवलोकन का विषय',
  observation: 'अवलोकन',
  remarks: 'टिप्पणी/मुख्य बातें',
  schedule: 'लेखा-परीक्षा की समय-सारिणी',
  status: { past: 'पूरा हुआ', current: 'जारी है', upcoming: 'आगामी' },
};

export const sampleBadge: typeof en.sampleBadge = { badge: 'नमूना सामग्री', fieldsLead: 'नमूना सामग्री:' };

export const scholarships: typeof en.scholarships = {
  pending: 'अभी प्रकाशित नहीं',
  open: 'योजना का विवरण',
  context: (scheme: string) => `: ${scheme}`,
};

export const schoolPage: typeof en.schoolPage = {
  about: (school: string) => `${oblique(school)} के बारे में`,
  inFigures: (school: string) => `${school}: प्रमुख आँकड़े`,
  applyTo: (school: string) => school,
};

export const siteMap: typeof en.siteMap = {
  title: 'साइट मैप',
  description: 'विश्वविद्यालय की वेबसाइट के सभी पृष्ठ एक पृष्ठ पर, मुख्य मेनू के समूहों के अनुसार: प्रवेश, शिक्षा, परीक्षा और बहुत कुछ।',
  intro: 'वेबसाइट के सभी पृष्ठ, मुख्य मेनू के समूहों के अनुसार। पृष्ठों के भीतर शब्द खोजने के लिए किसी भी पृष्ठ पर सबसे ऊपर खोजें का उपयोग करें।',
};

export const siteSearch: typeof en.siteSearch = {
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
};

export const socialLinks: typeof en.socialLinks = { socialMedia: 'सोशल मीडिया' };

export const topBanner: typeof en.topBanner = {
  notices: 'सूचनाएँ',
  none: 'इस समय कोई सूचना नहीं',
  archive: 'सभी सूचनाएँ',
  closes: (date: string) => `अंतिम तिथि ${date}`,
};

export const universityTable: typeof en.universityTable = {
  governingBody: 'शासी निकाय के सदस्य',
  executiveCouncil: 'कार्यकारी परिषद की सीटें',
  iqacCommittee: 'IQAC समिति के सदस्य',
  auditCommittee: 'शैक्षणिक लेखा-परीक्षा समिति के सदस्य',
  courseFileTheory: 'पाठ्यक्रम फ़ाइल सूची: सैद्धांतिक पाठ्यक्रम',
  courseFilePractical: 'पाठ्यक्रम फ़ाइल सूची: प्रायोगिक (प्रयोगशाला) पाठ्यक्रम',
  serial: 'क्रम सं.',
  constitution: 'गठन',
  nameAndDesignation: 'नाम और पद',
  status: 'भूमिका',
  sNo: 'क्रम सं.',
  nameDesignation: 'नाम और पद',
  role: 'भूमिका',
  category: 'श्रेणी',
  name: 'नाम',
  designation: 'पद',
  department: 'विभाग',
  remarks: 'टिप्पणी',
  description: 'विवरण',
  yes: 'हाँ',
  no: 'नहीं',
};

export const frame: typeof en.frame = {
  skipLink: 'मुख्य सामग्री पर जाएँ',
  relatedPages: 'संबंधित पृष्ठ',
  onThisPage: 'इस पृष्ठ पर',
};

/** The note on an English page that has no Hindi version, written for Hindi readers (English pages show it too, hidden until its link is followed). */
export const englishOnlyNote = {
  text: 'यह पृष्ठ अभी केवल अंग्रेज़ी में उपलब्ध है।',
  back: 'हिन्दी मुखपृष्ठ पर जाएँ',
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
