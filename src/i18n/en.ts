/**
 * The site's own words in English: one export per component or part of the
 * frame (its namespace), so an island imports only its own words. Hindi gives
 * every one of them in ./hi.ts, checked by the type checker. Words that come
 * from data files are translated in src/content/data/translations/ instead.
 * Longer than 300 lines on purpose: one dictionary per language is the point,
 * so a translator finds every word of the language in one file.
 */

export const about = {
  vision: 'Vision',
  mission: 'Mission',
  qualityPolicy: 'Quality Policy',
  eoaHeading: 'Extension of Approval (EOA) report',
  eoaText: 'The latest Extension of Approval report issued to the University.',
  viewReport: 'View the EOA report',
  approvals: 'Approvals and recognition',
  viewDocument: 'View document',
};

export const admissionActions = {
  criteria: { label: 'Admission Procedure and Eligibility', text: 'Intake, seats and who can apply' },
  apply: { label: 'Admission Apply Form' },
  fees: { label: 'Fee Structure', text: (session: string) => `Fees ${session}, year by year` },
};

/** What the site says about applying, from the admission cycle of the build day (admission-cycles.yaml). */
export const admissionStatus = {
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
  applyTitle: 'Apply for Admission',
  redirecting: 'Taking you to the online admission form…',
  openForm: 'Open the admission application form',
};

export const admissionContacts = { email: 'E-mail', landlines: 'Landlines', address: 'Address', general: 'General enquiries:' };

export const admissionCriteria = {
  years: (n: number, semesters?: number) => `${n} ${n === 1 ? 'year' : 'years'}${semesters ? ` (${semesters} semesters)` : ''}`,
  programmes: (n: number) => `${n} programmes:`,
  duration: 'Duration',
  route: 'How seats are filled',
  eligibility: 'Eligibility',
  lateralEntry: 'Lateral entry',
  lateralEligibility: 'eligibility:',
  intake: (session: string) => `Intake ${session}`,
  levelKey: 'Level:',
  serial: 'S. No.',
  course: 'Course',
  level: 'Level',
  totalSeats: 'Total seats',
};

/** The announcement's own words; its title, text and link label come from home.yaml. */
export const announcement = {
  kicker: 'Announcement',
  close: 'Close announcement',
  /** Read after the link's label by screen readers: "View details of TechIdea 2025". */
  detailsOf: (title: string) => ` of ${title}`,
};

export const applyBanner = {
  heading: 'Admissions are open',
  call: (to: string) => `Apply online for a place in ${to}.`,
  apply: 'Apply now',
  formFor: (to: string) => `: admission form for ${to}`,
};

/** Under a list of documents: whom to ask for one not published yet. */
export const askFor = { text: (office: string) => `A document marked "not yet published" can be requested from the ${office}:` };

export const breadcrumbs = { breadcrumb: 'Breadcrumb' };

export const callout = { note: 'Note', warning: 'Warning', success: 'Done' };

export const cardGrid = { moreAbout: (title: string) => `More about ${title}` };

/**
 * The carousel's own words. The island cannot read the page's locale, so its
 * .astro wrapper passes the language and the island picks its words here
 * (functions cannot cross into an island as props).
 */
export const carousel = {
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  restart: 'Restart',
  /** What screen readers hear around Pause / Play / Restart, in the language's word order: "Pause slide show". */
  slideShowBefore: '',
  slideShowAfter: ' slide show',
  slide: (position: number, total: number) => `${position} of ${total}`,
  showSlide: (position: number, total: number) => `Show slide ${position} of ${total}`,
  /** What the status line calls a slide when the page does not name it. */
  item: 'Image',
  loadingItem: (item: string, position: number, total: number) => `Loading ${item.charAt(0).toLowerCase()}${item.slice(1)} ${position} of ${total}…`,
  loadedItem: (item: string, position: number, total: number) => `${item} ${position} of ${total} loaded`,
  failedItem: (item: string, position: number, total: number) => `${item} ${position} of ${total} could not be loaded`,
  loadingImage: 'Loading image…',
  failedImage: (alt: string) => `This image could not be loaded: ${alt}`,
};

export const committee = {
  /** One member is the body itself (the Ombudsperson); more are its members. */
  caption: (committee: string, members: number) => (members === 1 ? `The ${committee}` : `Members of the ${committee}`),
  name: 'Name',
  post: 'Post',
  seat: 'Seat on the committee',
  status: 'Status',
  contact: 'Contact',
  reach: (committee: string, members: number) => (members === 1 ? `To reach the ${committee}:` : `To reach the ${committee} as a whole:`),
  call: (number: string) => `call ${number}`,
  write: (email: string) => `write to ${email}`,
  or: 'or',
  throughCommittee: 'Through the committee',
};

export const departmentPage = {
  programme: 'Programme',
  facts: (session: string) => `Duration, seats and fee (${session})`,
  eligibility: 'Eligibility',
  inFigures: (department: string) => `${department} in figures`,
  /** Where the Apply now banner admits to. */
  applyTo: (programme: string) => `the ${programme} programme`,
};

export const disclosureTable = {
  caption: (sections: string) => `Public Disclosure, sections ${sections}`,
  range: (first: string, last: string) => `${first} to ${last}`,
  item: 'Item',
  status: 'Status',
  links: 'Links',
  remarks: 'Remarks',
  noDocument: 'No document',
  none: 'None',
  statusLabels: {
    published: 'Published',
    'partly-published': 'Partly published',
    'not-yet-published': 'Not yet published',
    'not-applicable': 'Not applicable',
    'under-process': 'Under process',
  },
};

export const documentList = {
  empty: 'No documents have been published here yet.',
  nonePublished: 'None of these documents has been published yet.',
  expectedBy: (date: string) => ` They are expected by ${date}.`,
  wasExpected: (date: string) => ` They were expected by ${date}.`,
  ask: (office: string) => `For news of them, ask the ${office}`,
  latest: 'Latest issue',
  archive: 'Archive',
  new: 'New',
  pending: 'not yet published',
};

export const link = { pending: 'not yet published', newTab: '(opens in a new tab)', pdf: ' (PDF)' };

export const notFound = {
  title: 'Page Not Found',
  description: 'The page you are looking for might have been removed, had its name changed or is temporarily unavailable.',
  text: 'The page you are looking for might have been removed had its name changed or is temporarily unavailable.',
  home: 'Go to Homepage',
  menu: 'You can also find what you need from the menu above.',
};

/** The enquiry form's own words (its messages are in src/lib/enquiry/messages.ts). The programme and state options stay as stored. */
export const enquiryForm = {
  button: 'Admission Enquiry',
  title: 'Admission Enquiry',
  close: 'Close admission enquiry',
  intro: 'Tell us what you would like to study; the admissions team will call or e-mail you.',
  inlineHeading: 'Send an admission enquiry',
  labels: {
    name: 'Full name',
    email: 'E-mail address',
    phoneno: 'Mobile number',
    program: 'Programme',
    state: 'State or union territory',
    city: 'City',
    query: 'Your query',
  },
  phoneHint: '10 digits, e.g. 98765 43210; you may start with +91 or 0',
  queryHint: (min: number, max: number) => `${min} to ${max} characters`,
  chooseProgramme: 'Choose a programme',
  chooseState: 'Choose a state or union territory',
  required: 'All fields are required.',
  kept: 'Everything you typed is kept below. You can also call the admissions office on',
  /** What ends the sentence after the phone number. */
  keptEnd: '.',
  errorPrefix: 'Error: ',
  leaveEmpty: 'Leave this empty',
  noticeTitle: 'What happens to your details',
  notice: (days: number) =>
    `We use your name, e-mail address, mobile number, state, city and query only to answer this admission enquiry. The university’s admissions office reads them, and a copy may be kept in the spreadsheet service the office works from. We delete them ${days} days after you send them, or sooner if you ask us to.`,
  noticeMinor: 'Under 18? Please ask a parent or guardian to send the enquiry with their own name, e-mail address and mobile number.',
  noticeLink: 'Privacy notice: your rights, withdrawing consent and complaints',
  newTab: link.newTab,
  submit: 'Send enquiry',
  submitting: 'Sending enquiry…',
  pageTitle: 'Admission Enquiry',
  pageDescription: 'Your admission enquiry was not sent yet. Correct the answers shown and send the form again.',
  pageIntro: 'Please check the form below: your answers are kept.',
};

/** The thank-you page's receipt: the stored enquiry's reference (the page's own text says when to expect an answer). */
export const enquiryReceipt = {
  reference: 'Your reference number',
  quote: 'Please quote it if you call or write to us about this enquiry.',
};

/** The event page's own words; the event's facts and data words come from its file. */
export const event = {
  // EventTimeline
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
  // EventProgramme
  orientation: 'Orientation',
  workshops: 'Pre-event workshops',
  daysBefore: (days: number) => `${days} days before the event`,
  day1: 'Day 1',
  day2: 'Day 2',
  shortlist: 'Shortlist',
  teams: (min: number, max: number) => `${min} to ${max} teams`,
  finale: 'Pitch finale',
  finaleText: (teams: number, pitch: number, qa: number) => `The top ${teams} teams: a ${pitch} minute pitch and ${qa} minutes of questions and answers each`,
  awards: 'Awards',
  awardsGiven: (count: number) => (count === 1 ? 'One award is given:' : `${count} awards are given:`),
  // EventRules
  maxMembers: (count: number) => `Teams have up to ${count} members.`,
  ideaSummary: (min: number, max: number) => `Every team submits an idea summary of ${min} to ${max} words.`,
  individual: (years: string, programmes: string) => `Individual registration is open to ${years} students of ${programmes}.`,
  payment: (categories: string) => `Payment category: ${categories}. The amount is not listed here; ask the organisers by e-mail.`,
  and: 'and',
  or: 'or',
  themes: 'Themes',
  // EventRegistration
  preliminaryForm: 'Preliminary registration form',
  finalForm: 'Final team registration form',
  closedOn: (deadline: string) => `Registration closed on ${deadline}.`,
  documents: 'Documents',
  contact: 'Contact',
  /** Around the organisers' e-mail address. */
  writeTo: (name: string) => [`Questions about ${name}: write to `, '.'],
  // EventCommittee
  committee: (name: string) => `${name} committee`,
  serial: 'S. No.',
  name: 'Name',
  designation: 'Designation',
  role: 'Role',
  roles: { chairman: 'Chairman', member: 'Member', convener: 'Convener' },
};

/** The examination office block's own words; the office's name, address and contacts come from the data. */
export const examOfficeContact = {
  phone: 'Phone',
  email: 'E-mail',
  showMap: 'Show the map',
  hideMap: 'Hide the map',
  mapSource: '(loads from OpenStreetMap)',
  mapTitle: (university: string, coordinates: string) => `Map of the ${university} campus, Noida, centred on ${coordinates}`,
  campusAt: (coordinates: string) => `The campus is at about ${coordinates}.`,
  largerMap: 'View a larger map on OpenStreetMap',
  fullStop: '.',
};

export const facility = { photo: 'Photo' };

export const facultyCard = {
  photoOf: (name: string) => `Photo of ${name}`,
  email: 'E-mail',
  phone: 'Phone',
  scholarProfile: 'Google Scholar profile',
  scholarOf: (name: string) => `of ${name}`,
  showMore: 'Show More Details',
  showLess: 'Show Less',
  /** Screen readers hear whose details a toggle opens. */
  about: (name: string) => `about ${name}`,
};

export const facultyDirectory = {
  department: (name: string) => `Department of ${name}`,
  notYetPublished: 'Faculty profiles for this department are not yet published.',
  members: (n: number) => (n === 1 ? '1 member' : `${n} members`),
};

export const facultyList = {
  name: 'Name',
  designation: 'Designation',
  department: 'Department',
  profile: 'Profile',
  viewProfile: 'View Profile',
  /** Read after "View Profile" by screen readers: whose profile it is. */
  of: (name: string) => `of ${name}`,
};

export const facultyWork = { none: { publications: 'No publications are listed yet.', patents: 'No patents are listed yet.' } };

export const feeStructure = {
  caption: (session: string) => `Fee Structure ${session}: tuition fee per year, in rupees`,
  programme: 'Programme',
  year: (n: number) => `Year ${n}`,
  total: 'Total',
  duration: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
  pending: 'Fee not yet published',
  chargesCaption: (session: string) => `Other charges ${session}, in addition to the tuition fee`,
  charge: 'Charge',
  amount: 'Amount',
  paid: 'Paid',
  refundable: ' (refundable)',
  once: 'Once',
  everyYear: 'Every year',
  refundCaption: 'Refund of fees, by when a student withdraws',
  withdrawal: 'When the student withdraws',
  refund: 'Refund of the fees paid',
  percent: (n: number) => `${n}%`,
  processingFee: (percent: string, most: string) => `The University keeps a processing fee of ${percent} of the fees, at most ${most}, from a refund.`,
  hostelTitle: 'Hostel fee',
  hostelAmount: (amount: string) => `${amount} a year.`,
  hostelPending: 'The hostel fee is not yet published.',
  /** The words before and after the link to the office that answers ("For the current fee, ask the <office>."); the second holds its own leading space, if any. */
  hostelAsk: ['For the current fee, ask the', '.'] as [string, string],
  confirmTitle: 'Confirming your seat',
  confirm: (amount: string, modes: string[]) => {
    const lower = modes.map((m) => m.toLowerCase());
    const listed = lower.length > 1 ? `${lower.slice(0, -1).join(', ')} or ${lower.at(-1)}` : lower[0];
    return `An initial confirmation payment of ${amount} is made by ${listed}.`;
  },
};

export const floatingActions = { call: (number: string) => `: call ${number}` };

export const footer = {
  phone: 'Phone',
  helpDesk: 'Help desk and contacts',
  followUs: 'Follow us',
  /** The copyright line: whole sentences, so each language ends them with its own full stop. */
  legal: (year: number, university: string, society: string) => `© ${year} ${university}. Sponsored by ${society}.`,
  siteMap: 'Site map',
  policies: 'Policies',
};

export const header = { callUs: 'Call us', portals: 'Government and learning portals', place: 'Noida', menu: 'Menu', mainMenu: 'Main' };

/** The home page sections' own words; their headings, captions and card texts come from home.yaml and the other data files. */
export const home = {
  carouselLabel: 'Campus highlights',
  explore: 'Explore programmes',
  actions: 'Start here',
  notices: 'Latest notices',
  noNotices: 'There are no current notices.',
  allNotices: 'All examination notifications',
  keyDates: (event: string) => `Key dates: ${event}`,
  eventPage: (event: string) => `About ${event}`,
  figures: (campus: string) => `Placements at a glance, ${campus}`,
  placementPage: 'Placement statistics',
};

export const labGallery = { seeAll: 'See every laboratory in the infrastructure gallery' };

/** The language switch's label for the link to this language, in this language (its name is LANGUAGES[lang].name). */
export const languageSwitch = { thisPage: 'This page in English' };

export const officerProfile = {
  photoMissing: (name: string) => `Photograph of ${name} not yet available`,
  experience: (years: number, over: boolean) => `${over ? 'Over ' : ''}${years} years`,
  ofExperience: 'of experience',
  publications: 'publications',
  email: 'E-mail',
  phone: 'Phone',
};

export const orgChart = {
  caption: 'Organisation chart of the University',
  imageLabel: 'Organisation chart (image)',
  imageDescription: 'Organisation chart of the University; the same structure is written out in the list that follows.',
  listHeading: 'The organisation chart as a list',
};

export const schoolCommittees = {
  caption: (college: string) => `Committees of the ${college}`,
  committee: 'Committee',
  head: 'Coordinator or chairperson',
  members: 'Members',
};

/** The gallery's button words (the specification's Back and Next) and what its status line calls a slide. */
export const photoGallery = { back: 'Back', next: 'Next', photo: 'Photo' };

/** The placement section's own words; the figures, their labels and the officer come from placements.yaml and people/. */
export const placementHighlights = {
  highlights: (scope: string) => `Placement highlights, ${scope}`,
  /** Where and when the figures were achieved, as every place that shows them says it. */
  scope: (campus: string, period: string) => `${campus} (${period})`,
  contactOfficer: 'Contact the placement officer',
  email: 'E-mail:',
  phone: 'Phone:',
};

export const privacyNotice = { email: 'E-mail', phone: 'Phone', days: (n: number) => `${n} days` };

/** A programme's page made from its data (/programmes/<id>); the facts and their words come from programmes.yaml and programmeFacts. */
export const programmePage = {
  description: (programme: string, facts: string) => `${programme}: ${facts}. Eligibility, admission and how to apply.`,
  atAGlance: (session: string) => `At a glance (${session})`,
  feeAYear: 'fee a year',
  seatsIn: (session: string) => `seats in ${session}`,
  duration: 'duration',
  details: 'Eligibility and admission',
  level: 'Level',
  school: 'School',
  eligibility: 'Eligibility',
  admissionRoute: 'How seats are filled',
  howToApply: 'How to apply',
  readRules: 'Read the admission procedure and eligibility',
  seeFees: 'See the fee structure, with the other charges',
  apply: 'Apply online',
  askHelpDesk: 'Questions? Contact the admissions help desk',
  orEnquire: 'or send an admission enquiry:',
};

const resetEn = 'Show all';
export const programmeExplorer = {
  level: 'Level',
  allLevels: 'All levels',
  school: 'School',
  allSchools: 'All schools',
  order: 'Order',
  asListed: 'As listed',
  feeAscending: 'Fee per year, lowest first',
  feeDescending: 'Fee per year, highest first',
  reset: resetEn,
  /** The status before the visitor has chosen anything (also without JavaScript). */
  intro: (count: number, session: string) => `${count} programmes, with fees and intake for ${session}.`,
  showingAll: (count: number) => `Showing all ${count} programmes.`,
  showingSome: (shown: number, count: number) => `Showing ${shown} of ${count} programmes.`,
  showingNone: `No programme matches this level and school. Choose “${resetEn}” to see every programme.`,
  caption: (session: string) => `Programmes ${session}: level, school, duration, intake, fees and eligibility`,
  programme: 'Programme',
  duration: 'Duration',
  intake: 'Intake',
  feePerYear: 'Fee per year',
  totalFee: 'Total fee',
  eligibility: 'Eligibility',
  notPublished: 'Not yet published',
  years: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
  year: (n: number) => `Year ${n}`,
};

export const quality = {
  note: 'Note:',
  recommendations: 'Common Recommendations',
  measures: 'Quality Assurance Measures',
  observationsOf: (department: string) => `Audit observations: ${department}`,
  issue: 'Observation Issue',
  observation: 'Observation',
  remarks: 'Remarks/Highlights',
  schedule: 'Audit schedule',
  status: { past: 'Completed', current: 'Under way', upcoming: 'Upcoming' },
};

export const sampleBadge = { badge: 'Sample content', fieldsLead: 'Sample content:' };

export const scholarships = { pending: 'not yet published', open: 'Scheme details', context: (scheme: string) => `for ${scheme}` };

export const schoolPage = {
  about: (school: string) => `About the ${school}`,
  inFigures: (school: string) => `${school} in figures`,
  /** Where the Apply now banner admits to. */
  applyTo: (school: string) => `the ${school}`,
};

export const siteMap = {
  title: 'Site Map',
  description: 'Every page of the university website on one page, grouped as the main menu groups them: admissions, academics, examinations and more.',
  intro: 'Every page of the website, grouped as the main menu groups them. To find words inside the pages, use Search at the top of any page.',
};

export const siteSearch = {
  search: 'Search',
  toSiteMap: ': browse the site map',
  title: 'Search the website',
  close: 'Close search',
  inputLabel: 'Words to find, e.g. fee, hostel, circular',
  results: 'Search results',
  inSection: 'in ',
  more: 'Show more results',
  tip: ['Tip: press', 'on any page to search. Not finding it? Browse the'] satisfies [before: string, after: string],
  siteMap: 'site map',
  unavailable: 'Search is not available right now. Please browse the site map instead.',
  noMatch: (q: string) => `No pages match “${q}”. Try other words, or browse the site map.`,
  matches: (total: number, q: string) => `${total === 1 ? '1 page matches' : `${total} pages match`} “${q}”`,
  showingFirst: (shown: number) => `; showing the first ${shown}`,
};

export const socialLinks = { socialMedia: 'Social media' };

export const topBanner = { notices: 'Notices', none: 'No current notices', archive: 'All notices', closes: (date: string) => `closes ${date}` };

export const universityTable = {
  governingBody: 'Members of the Governing Body',
  executiveCouncil: 'Seats of the Executive Council',
  iqacCommittee: 'Members of the IQAC committee',
  auditCommittee: 'Members of the Academic Audit Committee',
  courseFileTheory: 'Course File Index: theory courses',
  courseFilePractical: 'Course File Index: practical (laboratory) courses',
  serial: 'SL NO',
  constitution: 'CONSTITUTION',
  nameAndDesignation: 'NAME AND DESIGNATION',
  status: 'STATUS',
  sNo: 'S. No.',
  nameDesignation: 'Name and designation',
  role: 'Role',
  category: 'Category',
  name: 'Name',
  designation: 'Designation',
  department: 'Department',
  remarks: 'Remarks',
  description: 'Description',
  yes: 'Yes',
  no: 'No',
};

/** The frame's own words: the page layouts and the document head. */
export const frame = {
  skipLink: 'Skip to main content',
  relatedPages: 'Related pages',
  onThisPage: 'On this page',
};

export const phoneExtensions = { one: 'extension', many: 'extensions', and: 'and' };

/** The feed's own words in each language (src/pages/[...language]/feed.xml.ts). */
export const feed = {
  title: (university: string) => `${university}: examination notifications and circulars`,
  description: (university: string) => `Examination notifications and circulars published by ${university}, newest first.`,
};

/**
 * The card's fields with their labels in each language: `essential` always in
 * view, `detail` behind Show More Details, each in the card's order.
 */
export const facultyFields = {
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
};

/** The words of a programme's facts in each language. */
export const programmeFacts = {
  years: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
  semesters: (n: number) => `${n} semesters`,
  seats: (n: number) => `${n} seats`,
  feePending: 'fee not yet published',
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
};

/** The units of figures from content (src/lib/figures.ts), with their count. */
export const figureUnits = {
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  weeks: (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`,
  years: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
  times: (n: number) => (n === 2 ? 'twice' : `${n} ${n === 1 ? 'time' : 'times'}`),
};

/** The milestones' names in each language, as the timeline and the calendar file show them. */
export const eventMilestones = {
  registrationDeadline: 'Registration deadline',
  workshops: (days: number) => `Pre-event workshops begin (${days} days before day 1)`,
  orientation: 'Orientation (mandatory before final team registration)',
  day1: 'Day 1',
  day2: 'Day 2 and pitch finale',
  /** Before the page's address in a calendar entry's description. */
  details: 'Details',
};
