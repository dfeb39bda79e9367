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
      /** Show each programme's eligibility and lateral entry on its card (the pharmacy page). */
      showEntryRules: z.boolean().default(false),
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
  faculty,
  pharmacyCommittees,
  departments,
  schools,
  societies,
  facultyLists,

  // admissions and examinations (issue 5)

  // university (issue 6)

  // campus life (issue 7)

};
