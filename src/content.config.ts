/**
 * Every collection and its schema, in one place: the public contract of the
 * content. A file that breaks a rule fails the build, naming the file, the
 * field and the rule (run `npm run check` to see every problem at once).
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { email, href, isoDate, link, sample } from './lib/schema';
import { parse as parseYaml } from 'yaml';

const DATA = './src/content/data';

/** One YAML file holding one entry (site settings, the menu tree…); its id is the file name. */
const singleton = (file: string) => glob({ pattern: file, base: DATA });
/** A folder of YAML files, one entry per file; the id is the path without extension. */
const folder = (dir: string) => glob({ pattern: '**/*.yaml', base: `${DATA}/${dir}` });

/** An image under src/assets, referenced relative to the content file, with its alt text. */
const picture = ({ image }: SchemaContext) =>
  z.object({ src: image(), alt: z.string() });

// ---------------------------------------------------------------- pages
const pages = defineCollection({
  // The file path is the route; ids keep their capitals (the route /ABCId).
  loader: glob({
    pattern: '**/*.mdx',
    base: './src/content/pages',
    generateId: ({ entry }) => entry.replace(/\.mdx$/, '').replace(/(.)\/index$/, '$1'),
  }),
  schema: z.object({
    title: z.string().min(2).max(70, 'keep the title under 70 characters: search engines cut longer ones'),
    description: z
      .string()
      .min(50, 'write a description of at least 50 characters: it is what search results show')
      .max(170, 'keep the description under 170 characters: search results cut longer ones'),
    /** Side menus shown beside the content, by file name in data/side-menus. */
    sideMenus: z.array(z.string()).default([]),
    /** Hide the page heading visually (it stays for screen readers); for the home page. */
    titleHidden: z.boolean().default(false),
    /** Show the floating chat link on this page. */
    chat: z.boolean().default(false),
    /** Keep the page out of search results (thank-you and error pages). */
    noindex: z.boolean().default(false),
    /** Announce the RSS feed of examination notifications and circulars (/feed.xml) on this page. */
    feed: z.boolean().default(false),
    sample,
  }),
});

// ---------------------------------------------------------------- site settings
const phone = z.object({
  label: z.string(),
  number: z.string().regex(/^\+?[0-9 -]{6,18}$/, 'write the number with digits, spaces or dashes, e.g. +91 120 400 0000'),
});

const site = defineCollection({
  loader: singleton('site.yaml'),
  schema: z.object({
    name: z.string(),
    shortName: z.string(),
    society: z.object({
      name: z.string(),
      abbreviation: z.string().regex(/^[a-z]{2,10}$/, 'lower-case letters only: the route /about-{abbreviation} is built from it'),
    }),
    address: z.array(z.string()).min(2),
    phones: z.array(phone).min(1),
    email,
    admissions: z.object({ label: z.string(), phone, email }),
    social: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'linkedin', 'x', 'youtube']), href })),
    topBanner: z.array(link).length(3, 'the top banner holds exactly three buttons'),
    externalButtons: z.array(link).length(5, 'the header holds exactly five external buttons'),
    chat: z.object({ label: z.string(), href }),
    enquireNow: phone,
    admissionForm: href,
    sample,
  }),
});

// ---------------------------------------------------------------- navigation
type MenuItem = { label: string; href?: string; items?: MenuItem[] };
const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z
    .object({ label: z.string().min(1), href: href.optional(), items: z.array(menuItem).optional() })
    .refine((item) => Boolean(item.href) !== Boolean(item.items?.length), {
      message: 'a menu item has either an href or a list of items, not both',
    }),
);

const depth = (items: MenuItem[]): number => Math.max(0, ...items.map((i) => 1 + (i.items ? depth(i.items) : 0)));

const navigation = defineCollection({
  loader: singleton('navigation.yaml'),
  schema: z.object({
    items: z.array(menuItem).refine((items) => depth(items) <= 3, { message: 'menus nest at most three levels deep' }),
  }),
});

const sideMenus = defineCollection({
  loader: folder('side-menus'),
  schema: z.object({ title: z.string(), items: z.array(link).min(1) }),
});

// ---------------------------------------------------------------- home page
const home = defineCollection({
  loader: singleton('home.yaml'),
  schema: (ctx) =>
    z.object({
      slides: z.array(picture(ctx).extend({ caption: z.string() })).length(5, 'the home carousel has exactly 5 slides'),
      courses: z.object({
        heading: z.string(),
        seeAll: link,
        cards: z
          .array(z.object({ title: z.string(), text: z.string(), href, image: picture(ctx) }))
          .length(6, 'the courses section shows exactly 6 school cards'),
      }),
      announcement: z.object({ title: z.string(), text: z.string(), details: link }),
      sample,
    }),
});

/**
 * A YAML list where the order of the entries matters. The content store keeps
 * entries sorted by id, so the loader records each entry's place in the file
 * as `position`; sort by it (byPosition in src/lib/programmes.ts) to list
 * entries in the order editors wrote them.
 */
const listedFile = (path: string) =>
  file(path, {
    parser: (text) => (parseYaml(text) as Record<string, unknown>[]).map((entry, position) => ({ ...entry, position })),
  });
/** Added by listedFile: the entry's place in its file, counted from 0. */
const position = z.number().int().nonnegative();

// ---------------------------------------------------------------- programmes (shared by admissions and schools)
export const SCHOOLS = ['engineering', 'pharmacy', 'management', 'computer-applications', 'applied-sciences', 'humanities'] as const;

const programmes = defineCollection({
  // Pages list programmes in the order of the file: sort by `position`.
  loader: listedFile(`${DATA}/programmes.yaml`),
  schema: z
    .object({
      position,
      name: z.string(),
      shortName: z.string(),
      school: z.enum(SCHOOLS, `school must be one of: ${SCHOOLS.join(', ')}`),
      level: z.enum(['UG', 'PG', 'DIP'], 'level must be UG, PG or DIP'),
      durationYears: z.number().int().min(1).max(5),
      semesters: z.number().int().positive().optional(),
      /** Seats in the 2025-26 session. */
      intake: z.number().int().positive('intake is the number of seats, a whole number above 0'),
      /** Fee for each year in rupees, one number per year; `pending` when not yet published. */
      annualFees: z.union([z.literal('pending'), z.array(z.number().int().positive())]),
      eligibility: z.string(),
      admissionRoute: z.string().optional(),
      lateralEntry: z.object({ durationYears: z.number().int(), semesters: z.number().int(), eligibility: z.string() }).optional(),
      /** The page that describes the programme. */
      page: href,
      /** What the programme is about, in a sentence or two; the pharmacy page shows it. */
      description: z.string().min(20, 'write a sentence or two about the programme').optional(),
      /** The council or body that approves or affiliates the programme. */
      affiliation: z.string().min(5).optional(),
      sample,
    })
    .refine((p) => p.annualFees === 'pending' || p.annualFees.length === p.durationYears, {
      message: 'annualFees needs one fee per year of the programme (as many numbers as durationYears)',
      path: ['annualFees'],
    })
    // The specification's pharmacy programme entry has these; the College of Pharmacy page shows them.
    .refine((p) => p.school !== 'pharmacy' || p.description, { message: 'a pharmacy programme needs a description', path: ['description'] })
    .refine((p) => p.school !== 'pharmacy' || p.affiliation, { message: 'a pharmacy programme needs an affiliation: the body that approves the programme', path: ['affiliation'] }),
});

// ---------------------------------------------------------------- academics: schools, faculty, societies (issue 4)
import { reference } from 'astro:content';
import { isPlaceholder } from './lib/faculty-display';
import { linkProblem } from './lib/links';
import { PHARMACY_DEPARTMENTS } from './lib/pharmacy-departments';


const paragraphs = z.array(z.string().min(1)).min(1, 'write at least one paragraph');
/** A free-text profile field: text, a list of lines, or a placeholder (NIL, NA, -) that hides it. */
const profileText = z.union([z.string(), z.array(z.string())]).optional();

const faculty = defineCollection({
  // One file per person: data/faculty/<department>/<name>.yaml; the folder is the department.
  loader: glob({
    pattern: '**/*.yaml',
    base: `${DATA}/faculty`,
    generateId: ({ entry }) => {
      const department = entry.split('/')[0] ?? '';
      if (!(department in PHARMACY_DEPARTMENTS)) {
        throw new Error(`src/content/data/faculty/${entry}: put each profile in one of the department folders ${Object.keys(PHARMACY_DEPARTMENTS).join(', ')}`);
      }
      return entry.replace(/\.yaml$/, '');
    },
  }),
  schema: ({ image }) =>
    z.object({
      name: z.string().min(2),
      /** Order within the department: lower comes first. */
      order: z.number().int().default(100),
      qualifications: z.array(z.string()).min(1, 'list at least one qualification'),
      position: z.string().min(2),
      email: email.optional(),
      phone: z.string().optional(),
      orcid: z.string().optional(),
      google_scholar: z
        .string()
        .optional()
        .refine((v) => !v || isPlaceholder('google_scholar', v) || (v.startsWith('https://') && linkProblem(v) === null), {
          message: 'google_scholar is the https:// address of the profile, or NA when there is none',
        }),
      research_interests: z.array(z.string()).default([]),
      experience: z.string().optional(),
      publications: z.array(z.string()).default([]),
      grants: profileText,
      patents: profileText,
      courses_taught: profileText,
      supervision: profileText,
      professional_memberships: profileText,
      awards_honors: profileText,
      conferences_workshops: profileText,
      /** A photo under src/assets, relative to this file; without one the card shows the grey placeholder. */
      image: image().optional(),
      sample,
    }),
});

const pharmacyCommittees = defineCollection({
  loader: file(`${DATA}/pharmacy-committees.yaml`),
  schema: z.object({
    name: z.string().min(2),
    head: z.object({ role: z.enum(['Coordinator', 'Chairperson'], 'head.role is Coordinator or Chairperson'), name: z.string() }),
    members: z.array(z.string()).min(1, 'a committee lists at least one member'),
    sample,
  }),
});

const section = z.object({ paragraphs, points: z.array(z.string()).default([]) });

const departments = defineCollection({
  loader: folder('departments'),
  schema: z.object({
    name: z.string(),
    /** The programme this department teaches, from programmes.yaml (its duration, intake and fee are shown). */
    programme: reference('programmes'),
    intro: paragraphs,
    /** Figures the specification gives for this department (Civil: library, year established). */
    figures: z.array(z.object({ value: z.string(), label: z.string() })).default([]),
    sections: z.object({
      curriculum: section,
      futureScope: section,
      higherStudies: section,
      infrastructure: section,
      industry: section,
      holistic: section,
    }),
    sample,
  }),
});

const schoolCard = z.object({ title: z.string(), text: z.string().optional(), href: href.optional() });

const schools = defineCollection({
  loader: folder('schools'),
  schema: ({ image }) =>
    z.object({
      name: z.string(),
      intro: paragraphs,
      figures: z.array(z.object({ value: z.string(), label: z.string() })).default([]),
      cardsHeading: z.string(),
      /** Cards built from programmes.yaml: title, facts and page come from there. */
      programmes: z.array(reference('programmes')).default([]),
      /** Cards the programmes collection does not describe (M.Tech, specialisations). No href: no link. */
      cards: z.array(schoolCard).default([]),
      /** Show each programme's full entry on its card: description, duration, fee, affiliation, qualification, lateral entry (the pharmacy page). */
      showEntryRules: z.boolean().default(false),
      /** Where the Learn More link of a programme whose own page is this school page leads; without it such a card has no link. */
      learnMore: href.optional(),
      /** A picture beside the Apply now button that also opens the admission form; the alt text says where it leads. */
      applyImage: z.object({ src: image(), alt: z.string().min(5, 'say where the picture leads, e.g. "Admission form of the School of Humanities"') }).optional(),
      /** A message from the head of the school or department. */
      message: z.object({ heading: z.string(), quote: paragraphs, by: z.string(), role: z.string() }).optional(),
      labs: z
        .array(z.object({ name: z.string(), caption: z.string(), image: image() }))
        .length(10, 'the pharmacy infrastructure gallery shows exactly ten labs')
        .optional(),
      sample,
    })
    .refine((s) => s.programmes.length + s.cards.length > 0, { message: 'a school lists at least one programme or card' }),
});

const societies = defineCollection({
  loader: folder('societies'),
  schema: z.object({
    name: z.string(),
    abbreviation: z.string(),
    description: paragraphs,
    objectives: z.array(z.string()).min(1),
    benefits: z.array(z.string()).min(1),
    sample,
  }),
});

const facultyLists = defineCollection({
  loader: folder('faculty-lists'),
  schema: z.object({
    caption: z.string(),
    members: z
      .array(z.object({ name: z.string(), designation: z.string(), department: z.string(), profile: href }))
      .min(1),
    sample,
  }),
});

// ---------------------------------------------------------------- admissions, fees, examinations (issue 5)
import { DOCUMENT_CATEGORY_IDS } from './lib/documents';


const rupeeAmount = z.number().int('write the amount in whole rupees, without commas: 2000').positive();

/** Fee-related figures that are not a programme's yearly fee. */
const fees = defineCollection({
  loader: singleton('fees.yaml'),
  schema: z.object({
    session: z.string().regex(/^\d{4}-\d{2}$/, 'write the session as 2025-26'),
    extraCharges: z
      .array(
        z.object({
          label: z.string(),
          amount: rupeeAmount,
          frequency: z.enum(['once', 'per-year'], 'frequency is "once" or "per-year"'),
          refundable: z.boolean().default(false),
          note: z.string().optional(),
        }),
      )
      .length(3, 'the specification lists exactly three extra charges: registration, security deposit, examination fee'),
    confirmationPayment: z.object({
      amount: rupeeAmount,
      modes: z.array(z.string()).min(1, 'say how the payment can be made, e.g. Demand draft'),
    }),
  }),
});

/** Circulars, notices, question papers, calendars, newsletters: every page that lists documents reads these. */
const documents = defineCollection({
  loader: listedFile(`${DATA}/documents.yaml`),
  schema: z
    .object({
      position,
      title: z.string().min(5, 'give the document a title that says what it is'),
      category: z.enum(DOCUMENT_CATEGORY_IDS, `category must be one of: ${DOCUMENT_CATEGORY_IDS.join(', ')}`),
      /** Publication date; documents of a category are listed newest first by it. */
      date: isoDate.optional(),
      /** Session or volume, e.g. "Odd Semester 2025-26", "Vol 1". */
      session: z.string().optional(),
      /** A file under public/ (/documents/x.pdf), an https:// address, a page of this site, or "pending". */
      href,
      /** Shows a red New badge beside the entry. */
      isNew: z.boolean().default(false),
      sample,
    })
    .refine((d) => Boolean(d.date || d.session), {
      message: 'give the document a date (2025-07-14) or a session (Odd Semester 2025-26)',
      path: ['date'],
    }),
});

const scholarships = defineCollection({
  loader: singleton('scholarships.yaml'),
  schema: z.object({
    schemes: z
      .array(z.object({ name: z.string(), href, sample }))
      .length(7, 'the scholarships page lists exactly 7 schemes'),
  }),
});

const examinationOffice = defineCollection({
  loader: singleton('examination-office.yaml'),
  schema: z.object({
    name: z.string(),
    /** Extensions of the university's main phone line. */
    extensions: z.array(z.string().regex(/^\d{2,4}$/, 'write the extension as digits only, e.g. 214')).length(3, 'the specification gives three extensions: 214, 264, 262'),
    email,
    map: z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      zoom: z.number().int().min(3).max(19),
    }),
    sample,
  }),
});

// ---------------------------------------------------------------- university: officers, bodies, quality (issue 6)
// Schemas live in src/lib/university-schemas.ts (tested without Astro); data in src/content/data/university/ and people/.
import * as uni from './lib/university-schemas';
const university = (name: string) => glob({ pattern: `${name}.yaml`, base: `${DATA}/university` });

const people = defineCollection({
  loader: folder('people'),
  schema: (ctx) => uni.personSchema(picture(ctx)),
});
const governingBody = defineCollection({ loader: university('governing-body'), schema: uni.governingBodySchema });
const executiveCouncil = defineCollection({ loader: university('executive-council'), schema: uni.executiveCouncilSchema });
const iqacCommittee = defineCollection({ loader: university('iqac-committee'), schema: uni.iqacCommitteeSchema });
const auditCommittee = defineCollection({ loader: university('audit-committee'), schema: uni.auditCommitteeSchema });
const courseFileIndex = defineCollection({ loader: university('course-file-index'), schema: uni.courseFileIndexSchema });
const academicAudit = defineCollection({ loader: university('academic-audit'), schema: uni.academicAuditSchema });
const bestPractices = defineCollection({ loader: university('best-practices'), schema: uni.bestPracticesSchema });
const statutoryApprovals = defineCollection({ loader: university('statutory-approvals'), schema: uni.statutoryApprovalsSchema });
const employeeBenefits = defineCollection({ loader: university('employee-benefits'), schema: uni.employeeBenefitsSchema });
const visionMission = defineCollection({ loader: university('vision-mission'), schema: uni.visionMissionSchema });
const orgChart = defineCollection({ loader: university('org-chart'), schema: uni.orgChartSchema });

// ---------------------------------------------------------------- campus life, media, careers, disclosure, event (issue 7)
/** Images each facility page shows, as the specification counts them; pages not listed may show any number. */
export const FACILITY_IMAGE_COUNTS: Record<string, number> = {
  'bank-atm': 2,
  'guest-house': 3,
  'amenities-center': 2,
  canteen: 2,
  'library-information-centre': 4,
};

/** A facility or green-initiative page's pictures: one is a banner, two or more a carousel. The id is the route. */
const facilities = defineCollection({
  loader: file(`${DATA}/facilities.yaml`),
  schema: (ctx) =>
    z
      .object({
        id: z.string().regex(/^[a-z0-9-]+$/, 'the id is the page route without the leading slash, e.g. bank-atm'),
        /** Names the carousel for screen readers, e.g. "Photos of the canteen". */
        label: z.string().min(3),
        images: z.array(picture(ctx)).min(1, 'give the page at least one image'),
        sample,
      })
      .superRefine((f, issue) => {
        const expected = FACILITY_IMAGE_COUNTS[f.id];
        if (expected && f.images.length !== expected) {
          issue.addIssue({ code: 'custom', path: ['images'], message: `the /${f.id} page shows exactly ${expected} images; this entry has ${f.images.length}` });
        }
      }),
});

/** Image sets of the media pages; the id is the route. (Image sizes are checked where they render: PhotoGallery.astro.) */
export const GALLERY_IMAGE_COUNTS = { 'photo-gallery': 9, 'media-coverage': 5, 'ads-archive': 2 } as const;
const gallery = defineCollection({
  loader: file(`${DATA}/gallery.yaml`),
  schema: ({ image }: SchemaContext) =>
    z
      .object({
        id: z.enum(Object.keys(GALLERY_IMAGE_COUNTS) as [keyof typeof GALLERY_IMAGE_COUNTS], 'the id is one of: photo-gallery, media-coverage, ads-archive'),
        label: z.string().min(3),
        images: z.array(z.object({ src: image(), alt: z.string(), title: z.string().optional(), caption: z.string().optional() })),
        sample,
      })
      .superRefine((g, issue) => {
        const expected = GALLERY_IMAGE_COUNTS[g.id];
        if (g.images.length !== expected) {
          issue.addIssue({ code: 'custom', path: ['images'], message: `the /${g.id} page shows exactly ${expected} images; this entry has ${g.images.length}` });
        }
        g.images.forEach((img, i) => {
          if (g.id === 'ads-archive' && !img.title) {
            issue.addIssue({ code: 'custom', path: ['images', i, 'title'], message: 'each advertisement poster needs a title, e.g. "Apply for Ph.D. Programs"' });
          }
        });
      }),
});

/** The Public Disclosure table: sections a to i, in order. */
export const DISCLOSURE_SECTIONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;
const disclosureItem = z
  .object({
    title: z.string().min(2),
    /** published: the links hold the documents; not-applicable and under-process say why in the remarks. */
    status: z.enum(['published', 'not-applicable', 'under-process'], 'status is published, not-applicable or under-process'),
    links: z.array(link).default([]),
    remarks: z.string().default(''),
  })
  .refine((item) => item.status !== 'published' || item.links.length > 0, {
    message: 'a published item needs at least one link (write href: pending while the document is not yet online)',
    path: ['links'],
  })
  .refine((item) => item.status === 'published' || item.remarks.length > 0, {
    message: 'say in remarks why the item is not applicable or still under process',
    path: ['remarks'],
  });
const disclosures = defineCollection({
  loader: singleton('disclosures.yaml'),
  schema: z.object({
    document: link,
    sections: z
      .array(z.object({ letter: z.enum(DISCLOSURE_SECTIONS, 'the section letter is a to i'), category: z.string().min(2), items: z.array(disclosureItem).min(1) }))
      .refine((s) => s.map((x) => x.letter).join('') === DISCLOSURE_SECTIONS.join(''), {
        message: 'the table has exactly the sections a to i, once each, in order',
      }),
    sample,
  }),
});

/** The TechIdea 2025 innovation event: every constant of its page. The id is the route. */
const event = defineCollection({
  loader: folder('events'),
  schema: z
    .object({
      name: z.string(),
      summary: z.string(),
      venue: z.string(),
      dates: z.object({ registrationDeadline: isoDate, orientation: isoDate, day1: isoDate, day2: isoDate }),
      workshopsDaysBefore: z.number().int().positive('pre-event workshops start a whole number of days before day 1'),
      shortlist: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }).refine((s) => s.min <= s.max, 'the shortlist minimum cannot exceed its maximum'),
      finale: z.object({ teams: z.number().int().positive(), pitchMinutes: z.number().int().positive(), qaMinutes: z.number().int().positive() }),
      awards: z.array(z.string().min(2)).length(5, 'TechIdea 2025 has exactly five awards'),
      team: z.object({
        maxMembers: z.number().int().min(1).max(4, 'teams have at most 4 members'),
        ideaSummaryWords: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
        rules: z.array(z.string()).min(1),
      }),
      eligibility: z.object({ years: z.array(z.string()).min(1), programmes: z.array(z.string()).min(1) }),
      paymentCategories: z.array(z.enum(['Team fee', 'Participation fee'], 'a payment category is "Team fee" or "Participation fee"')).min(1),
      themes: z.array(z.string()).min(1),
      committee: z
        .array(z.object({ serial: z.number().int().positive(), name: z.string(), designation: z.string(), role: z.enum(['chairman', 'member', 'convener'], 'role is chairman, member or convener') }))
        .min(1)
        .refine((rows) => rows.every((row, i) => row.serial === i + 1), 'number the committee rows 1, 2, 3… in order'),
      forms: z.object({ preliminary: href, final: href }),
      documents: z.array(link).length(3, 'the event lists three documents: themes and guidelines, project bank, committees'),
      email,
      sample,
    })
    .superRefine((e, issue) => {
      const { registrationDeadline, orientation, day1, day2 } = e.dates;
      if (!(registrationDeadline < orientation && orientation < day1 && day1 < day2)) {
        issue.addIssue({ code: 'custom', path: ['dates'], message: 'the dates run in order: registration deadline, orientation, day 1, day 2' });
      }
    }),
});

/** Training and placement: the highlights and the placement officer. */
const placements = defineCollection({
  loader: singleton('placements.yaml'),
  schema: z.object({
    campus: z.string(),
    highlights: z.array(z.object({ value: z.string(), label: z.string() })).length(3, 'the page shows three highlights: offers, highest package, recruiters'),
    officer: z.object({ name: z.string(), designation: z.string(), email, phone }),
    sample,
  }),
});

export const collections = {
  pages,
  site,
  navigation,
  sideMenus,
  home,
  programmes,
  // academics (issue 4)
  faculty,
  pharmacyCommittees,
  departments,
  schools,
  societies,
  facultyLists,

  // admissions and examinations (issue 5)
  fees,
  documents,
  scholarships,
  examinationOffice,

  // university (issue 6)
  people,
  governingBody,
  executiveCouncil,
  iqacCommittee,
  auditCommittee,
  courseFileIndex,
  academicAudit,
  bestPractices,
  statutoryApprovals,
  employeeBenefits,
  visionMission,
  orgChart,

  // campus life (issue 7)
  facilities,
  gallery,
  disclosures,
  event,
  placements,

};
