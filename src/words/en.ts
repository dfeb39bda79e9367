/** The site's own words that belong to no component, in English: the frame's, and the words of the rules in src/lib. */

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
  figuresOld: (session: string) => `These are the latest published figures, for ${session};`,
  askForNewer: 'ask the admissions help desk for newer ones',
  applyTitle: 'Apply for Admission',
  redirecting: 'Taking you to the online admission form…',
  openForm: 'Open the admission application form',
};

/** The frame's own words: the page layouts and the document head. */
export const frame = {
  skipLink: 'Skip to main content',
  relatedPages: 'Related pages',
  onThisPage: 'On this page',
  /** On a translated page, under texts of data files still shown in English. */
  untranslated: 'Parts of this page are still in English: their translation is not written yet.',
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
  seatsPending: 'seats not yet published',
  notPublished: 'not yet published',
  durationPending: 'duration not yet published; ask the admissions help desk',
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
