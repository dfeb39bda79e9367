/**
 * Every collection and its schema, in one place: the public contract of the
 * content. A file that breaks a rule fails the build, naming the file, the
 * field and the rule (run `npm run check` to see every problem at once).
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { email, href, link, sample } from './lib/schema';

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

// ---------------------------------------------------------------- programmes (shared by admissions and schools)
export const SCHOOLS = ['engineering', 'pharmacy', 'management', 'computer-applications', 'applied-sciences', 'humanities'] as const;

const programmes = defineCollection({
  loader: file(`${DATA}/programmes.yaml`),
  schema: z
    .object({
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

  // university (issue 6)

  // campus life (issue 7)

};
