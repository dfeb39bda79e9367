/**
 * Every collection and its schema, in one place: the public contract of the
 * content. A file that breaks a rule fails the build, naming the file, the
 * field and the rule (run `npm run check` to see every problem at once).
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { email, href, link, sample } from './lib/schema';
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
    })
    .refine((p) => p.annualFees === 'pending' || p.annualFees.length === p.durationYears, {
      message: 'annualFees needs one fee per year of the programme (as many numbers as durationYears)',
      path: ['annualFees'],
    }),
});

// ---------------------------------------------------------------- academics: schools, faculty, societies (issue 4)

// ---------------------------------------------------------------- admissions, fees, examinations (issue 5)
import { DOCUMENT_CATEGORY_IDS } from './lib/documents';

/** YAML may read an unquoted 2025-07-14 as a date; keep dates as YYYY-MM-DD text. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date('write the date as YYYY-MM-DD, e.g. 2025-07-14'),
);

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

// ---------------------------------------------------------------- campus life, media, careers, disclosure, event (issue 7)

export const collections = {
  pages,
  site,
  navigation,
  sideMenus,
  home,
  programmes,
  // academics (issue 4)

  // admissions and examinations (issue 5)
  fees,
  documents,
  scholarships,
  examinationOffice,

  // university (issue 6)

  // campus life (issue 7)

};
