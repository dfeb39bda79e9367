/**
 * Every collection and its schema, in one place: the public contract of the
 * content. A file that breaks a rule fails the build, naming the file, the
 * field and the rule (run `npm run check` to see every problem at once).
 */
import { defineCollection, reference, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { email, EXTERNAL_BUTTONS_MAX, fillSession, href, isoDate, link, sample, TOP_BANNER_MAX } from './lib/schema';
import { parse as parseYaml } from 'yaml';

const DATA = './src/content/data';

/** One YAML file holding one entry (site settings, the menu tree…); its id is the file name. */
const singleton = (file: string) => glob({ pattern: file, base: DATA });
/** A folder of YAML files, one entry per file; the id is the path without extension. */
const folder = (dir: string) => glob({ pattern: '**/*.yaml', base: `${DATA}/${dir}` });

/** An image under src/assets, referenced relative to the content file, with its alt text. */
const picture = ({ image }: SchemaContext) => z.object({ src: image(), alt: z.string() });

// ---------------------------------------------------------------- pages
const pages = defineCollection({
  // The file path is the route; ids keep their capitals (the route /ABCId).
  loader: glob({
    pattern: '**/*.mdx',
    base: './src/content/pages',
    generateId: ({ entry }) => entry.replace(/\.mdx$/, '').replace(/(.)\/index$/, '$1'),
  }),
  schema: z.object({
    /** May write {session} for the current session (site.yaml), as may the description. */
    title: z.string().min(2).max(70, 'keep the title under 70 characters: search engines cut longer ones').transform(fillSession),
    description: z
      .string()
      .min(50, 'write a description of at least 50 characters: it is what search results show')
      .max(170, 'keep the description under 170 characters: search results cut longer ones')
      .transform(fillSession),
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
  schema: z
    .object({
      name: z.string(),
      shortName: z.string(),
      society: z.object({
        name: z.string(),
        abbreviation: z.string().regex(/^[a-z]{2,10}$/, 'lower-case letters only: the route /about-{abbreviation} is built from it'),
      }),
      /** The academic session admissions, fees and intake are for; pages write {session} where it belongs. */
      session: z.string().regex(/^\d{4}-\d{2}$/, 'write the session as 2025-26'),
      address: z.array(z.string()).min(2),
      phones: z.array(phone).min(1),
      email,
      admissions: z.object({ label: z.string(), phone, email }),
      social: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'linkedin', 'x', 'youtube']), href })),
      topBanner: z
        .array(link)
        .min(1, 'give the top banner at least one button')
        .max(TOP_BANNER_MAX, `the notices bar holds at most ${TOP_BANNER_MAX} links: they share one row under the menu on a desktop`),
      externalButtons: z
        .array(link)
        .min(1, 'give the header at least one external button')
        .max(EXTERNAL_BUTTONS_MAX, `the header row fits at most ${EXTERNAL_BUTTONS_MAX} external buttons beside the social links`),
      /** The floating chat link: WhatsApp on the admissions mobile (admissions.phone). */
      chat: z.object({ label: z.string() }),
      /** The floating call button: its label (it says that it calls) and the label of the phone in `phones` it calls. */
      enquireNow: z.object({ label: z.string(), phone: z.string() }),
      /** The online admission form; link to it anywhere as /admission-apply. */
      admissionForm: href,
      /** The policy pages the footer of every page links to. */
      policies: z.array(link).min(1, 'list at least the privacy notice: every page links to it'),
      /** Who answers questions and complaints about personal data; the policy pages show it (<PrivacyContact />). */
      privacyContact: z.object({ title: z.string(), email, phone: phone.shape.number }),
      sample,
    })
    .refine((s) => s.phones.some((p) => p.label === s.enquireNow.phone), {
      message: 'enquireNow.phone names a phone of the phones list by its label, e.g. Admissions office',
      path: ['enquireNow', 'phone'],
    }),
});

// ---------------------------------------------------------------- enquiry form options
const enquiry = defineCollection({
  loader: glob({ pattern: 'enquiry.json', base: DATA }),
  schema: z.object({
    /** The programme choices of the enquiry form, in the order shown. */
    programmes: z
      .array(z.string().min(2))
      .min(1, 'list at least one programme the enquiry form offers')
      .refine((list) => new Set(list).size === list.length, 'each programme is offered once: remove the repeated one'),
    /** What the form asks the visitor to agree to; the privacy notice (/privacy) says the rest. */
    privacy: z.object({
      /** The version of the privacy notice: each enquiry records the one its sender agreed to. Change it whenever the notice changes. */
      noticeVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write the version as the date the notice changed, e.g. 2026-11-23'),
      /** The consent checkbox's text (the Hindi is in translations/hi/enquiry.yaml). */
      consent: z.string().min(20, 'write the whole sentence the visitor agrees to'),
      /** How long an enquiry is kept; the form's notice states it, and it is the default of ENQUIRY_RETENTION_DAYS. */
      retentionDays: z.number().int().min(1, 'keep enquiries for at least one day'),
    }),
  }),
});

// ---------------------------------------------------------------- translations
/**
 * The Hindi of the words data files show (menu labels, captions, names of
 * charges…), one folder per language, a few files by area: each line is
 * `English text: Hindi text`. Facts (fees, dates, numbers, links) are never
 * translated; they come from the same data in every language.
 */
const translations = defineCollection({
  loader: glob({ pattern: '*/*.yaml', base: `${DATA}/translations` }),
  schema: z.record(
    z.string().min(1),
    z
      .string()
      .min(1, 'write the translation, or remove the line: the English text is shown until it is translated')
      .refine((text) => !/^\s|\s$/.test(text), 'remove the spaces at the start or end of the translation'),
  ),
});

// ---------------------------------------------------------------- glossary
/**
 * One word for one thing, per language (glossary/hi.yaml): the rules for
 * mixed scripts, honorifics and units, and each term's one word with the
 * variants it rules out. The site does not show it; `npm run check` reports
 * a translation that uses a ruled-out variant (scripts/lib/glossary.mjs).
 */
const glossary = defineCollection({
  loader: folder('glossary'),
  schema: z.object({
    rules: z.array(z.object({ title: z.string().min(3), rule: z.string().min(10) })).default([]),
    terms: z
      .array(
        z.object({
          /** The English term as the site uses it. */
          en: z.string().min(1),
          /** The one word to use. */
          hi: z.string().min(1),
          /** Variants that must not be used; each also matches its inflected forms. */
          avoid: z.array(z.string().min(1)).default([]),
          /** Set phrases in which an avoided word is right (पूर्व छात्र). */
          allow: z.array(z.string().min(1)).default([]),
          /** The variants match anywhere, even inside a word (digits). */
          anywhere: z.boolean().default(false),
          note: z.string().optional(),
        }),
      )
      .min(1, 'give at least one term')
      .superRefine((terms, ctx) => {
        const owner = new Map<string, string>();
        terms.forEach((term, index) =>
          term.avoid.forEach((variant, at) => {
            if (variant === term.hi)
              ctx.addIssue({ code: 'custom', path: [index, 'avoid', at], message: `"${variant}" is the term's own word: remove it from avoid` });
            const other = owner.get(variant);
            if (other) ctx.addIssue({ code: 'custom', path: [index, 'avoid', at], message: `"${variant}" is already avoided under "${other}": list it once` });
            else owner.set(variant, term.en);
          }),
        );
      }),
  }),
});

// ---------------------------------------------------------------- navigation
type MenuItem = { label: string; href?: string; items?: MenuItem[]; footer?: boolean };
const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z
    .object({
      label: z.string().min(1),
      href: href.optional(),
      items: z.array(menuItem).optional(),
      /** Repeat this group's links in the footer of every page. */
      footer: z.boolean().optional(),
    })
    .refine((item) => Boolean(item.href) !== Boolean(item.items?.length), {
      message: 'a menu item has either an href or a list of items, not both',
    })
    .refine((item) => !item.footer || item.items?.every((child) => child.href), {
      message: 'footer: true repeats a group of links in the footer: give it items that each have an href',
      path: ['footer'],
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
      slides: z.array(picture(ctx).extend({ caption: z.string().transform(fillSession) })).min(1, 'give the home carousel at least one slide'),
      courses: z.object({
        heading: z.string(),
        seeAll: link,
        cards: z
          .array(
            z
              .object({
                /** The school the card shows, a file name in data/schools: its name is the card's title. */
                school: reference('schools').optional(),
                /** A title for a card that is not a school. */
                title: z.string().optional(),
                text: z.string(),
                href,
                image: picture(ctx),
              })
              .refine((card) => Boolean(card.school) !== Boolean(card.title), {
                message: 'give the card either school (a file name in src/content/data/schools, whose name becomes the title) or a title, not both',
                path: ['school'],
              }),
          )
          .min(1, 'give the courses section at least one card'),
      }),
      /** The home page's pop-up announcement; remove it to retire the announcement. */
      announcement: z
        .object({
          title: z.string(),
          // What the announcement says; with an event, while its registration is open.
          text: z.string(),
          /** The event (src/content/data/events/<id>.yaml) whose dates decide which text is shown. */
          event: reference('event').optional(),
          /** Said once the event's registration has closed, until its last day. */
          textWhenRegistrationClosed: z.string().optional(),
          /** Said once the event's last day has passed. */
          textWhenConcluded: z.string().optional(),
          /** The display window: the announcement shows from this day (inclusive)… */
          showFrom: isoDate.optional(),
          /** …until this day (inclusive); after it the home page has no announcement. */
          showUntil: isoDate.optional(),
          details: link,
        })
        .superRefine((a, issue) => {
          if (a.event && !(a.textWhenRegistrationClosed && a.textWhenConcluded)) {
            issue.addIssue({
              code: 'custom',
              path: ['event'],
              message:
                'an announcement of an event also needs textWhenRegistrationClosed and textWhenConcluded, so it never invites visitors to an event that is closed or over',
            });
          }
          if (a.showFrom && a.showUntil && a.showUntil < a.showFrom) {
            issue.addIssue({ code: 'custom', path: ['showUntil'], message: 'showUntil cannot be before showFrom' });
          }
        })
        .describe('The home page announcement. With an event it also needs textWhenRegistrationClosed and textWhenConcluded; showUntil is not before showFrom.')
        .optional(),
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

const programmes = defineCollection({
  // Pages list programmes in the order of the file: sort by `position`.
  loader: listedFile(`${DATA}/programmes.yaml`),
  schema: z
    .object({
      position,
      name: z.string(),
      shortName: z.string(),
      /** The school that teaches it: a file name in data/schools (its name is shown wherever programmes are grouped). */
      school: reference('schools'),
      level: z.enum(['UG', 'PG', 'DIP'], 'level must be UG, PG or DIP'),
      durationYears: z.number().int().min(1).max(5),
      semesters: z.number().int().positive().optional(),
      /** Seats in the current session (site.yaml, session). */
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
    .refine((p) => uni.idOf(p.school) !== 'pharmacy' || p.description, { message: 'a pharmacy programme needs a description', path: ['description'] })
    .refine((p) => uni.idOf(p.school) !== 'pharmacy' || p.affiliation, {
      message: 'a pharmacy programme needs an affiliation: the body that approves the programme',
      path: ['affiliation'],
    }),
});

// ---------------------------------------------------------------- academics: schools, departments, faculty

const paragraphs = z.array(z.string().min(1)).min(1, 'write at least one paragraph');

const pharmacyCommittees = defineCollection({
  loader: file(`${DATA}/pharmacy-committees.yaml`),
  schema: uni.pharmacyCommitteeSchema(reference('people')),
});

const departments = defineCollection({
  loader: folder('departments'),
  schema: z.object({
    name: z.string(),
    /** The programme this department teaches, from programmes.yaml (its duration, intake and fee are shown). */
    programme: reference('programmes'),
    /** Figures the specification gives for this department (Civil: library, year established). */
    figures: z.array(z.object({ value: z.string(), label: z.string() })).default([]),
    sample,
  }),
});

const schoolCard = z.object({ title: z.string(), text: z.string().optional(), href: href.optional() });

const schools = defineCollection({
  loader: folder('schools'),
  schema: ({ image }) =>
    z
      .object({
        name: z.string(),
        /** A shorter name for narrow table columns ("Engineering"); the name is used when there is none. */
        shortName: z.string().optional(),
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
        applyImage: z
          .object({ src: image(), alt: z.string().min(5, 'say where the picture leads, e.g. "Admission form of the School of Humanities"') })
          .optional(),
        /** A message from the head of the school or department. */
        message: z.object({ heading: z.string(), quote: paragraphs, by: reference('people') }).optional(),
        labs: z
          .array(z.object({ name: z.string(), caption: z.string(), image: image() }))
          .min(1, 'list at least one lab, or remove labs')
          .optional(),
        sample,
      })
      .refine((s) => s.programmes.length + s.cards.length > 0, { message: 'a school lists at least one programme or card' }),
});

const facultyLists = defineCollection({
  loader: folder('faculty-lists'),
  schema: uni.facultyListSchema(reference('people')),
});

// ---------------------------------------------------------------- admissions, fees, examinations
import { DOCUMENT_CATEGORY_IDS } from './lib/document-rules';

const rupeeAmount = z.number().int('write the amount in whole rupees, without commas: 2000').positive();

/** Fee-related figures that are not a programme's yearly fee. */
const fees = defineCollection({
  loader: singleton('fees.yaml'),
  schema: z.object({
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
      .default([]),
    confirmationPayment: z.object({
      amount: rupeeAmount,
      modes: z.array(z.string()).min(1, 'say how the payment can be made, e.g. Demand draft'),
    }),
    /** The fee refund policy (/fee-refund-policy): how much of the fees paid comes back, by when a student withdraws. */
    refunds: z.object({
      /** Earliest withdrawal first; a later withdrawal never gets a larger refund. */
      schedule: z
        .array(
          z.object({
            when: z.string().min(5, 'say when the student withdraws, e.g. "15 days or more before the last date of admission"'),
            percent: z.number().int().min(0).max(100, 'a refund is at most 100 per cent of the fees paid'),
          }),
        )
        .min(1, 'give the refund schedule at least one row')
        .refine((rows) => rows.every((row, i) => i === 0 || row.percent <= rows[i - 1]!.percent), {
          message: 'list the refund schedule earliest withdrawal first: a later withdrawal never gets a larger refund than an earlier one',
        }),
      /** Kept from a refund for processing it: a share of the fees, up to a cap. */
      processingFee: z.object({ percent: z.number().min(0).max(100), maxAmount: rupeeAmount }).optional(),
    }),
    sample,
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
    schemes: z.array(z.object({ name: z.string(), href, sample })).min(1, 'list at least one scholarship scheme'),
  }),
});

const examinationOffice = defineCollection({
  loader: singleton('examination-office.yaml'),
  schema: z.object({
    name: z.string(),
    /** The person who heads the office, a file name in data/people: the office's phone, extensions and e-mail are theirs. */
    head: reference('people'),
    map: z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      zoom: z.number().int().min(3).max(19),
    }),
    sample,
  }),
});

// ---------------------------------------------------------------- university: officers, bodies, quality
// Schemas live in src/lib/university-schemas.ts (tested without Astro); data in src/content/data/university/ and people/.
import * as uni from './lib/university-schemas';
const university = (name: string) => glob({ pattern: `${name}.yaml`, base: `${DATA}/university` });

const people = defineCollection({
  loader: folder('people'),
  schema: (ctx) => uni.personSchema(picture(ctx)),
});
const person = reference('people');
const governingBody = defineCollection({ loader: university('governing-body'), schema: uni.governingBodySchema(person) });
const executiveCouncil = defineCollection({ loader: university('executive-council'), schema: uni.executiveCouncilSchema(person) });
const iqacCommittee = defineCollection({ loader: university('iqac-committee'), schema: uni.iqacCommitteeSchema(person) });
const auditCommittee = defineCollection({ loader: university('audit-committee'), schema: uni.auditCommitteeSchema(person) });
const courseFileIndex = defineCollection({ loader: university('course-file-index'), schema: uni.courseFileIndexSchema });
const academicAudit = defineCollection({ loader: university('academic-audit'), schema: uni.academicAuditSchema });
const bestPractices = defineCollection({ loader: university('best-practices'), schema: uni.bestPracticesSchema });
const statutoryApprovals = defineCollection({ loader: university('statutory-approvals'), schema: uni.statutoryApprovalsSchema });
const employeeBenefits = defineCollection({ loader: university('employee-benefits'), schema: uni.employeeBenefitsSchema });
const visionMission = defineCollection({ loader: university('vision-mission'), schema: uni.visionMissionSchema });
const orgChart = defineCollection({ loader: university('org-chart'), schema: uni.orgChartSchema });
/** Student support committees (anti-ragging, grievance redressal, internal complaints), one file each; the id is the file name. */
const committees = defineCollection({ loader: folder('committees'), schema: uni.committeeSchema(person) });

// ---------------------------------------------------------------- campus life, media, careers, disclosure, event
/** A facility or green-initiative page's pictures: one is a banner, two or more a carousel. The id is the route. */
const facilities = defineCollection({
  loader: file(`${DATA}/facilities.yaml`),
  schema: (ctx) =>
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/, 'the id is the page route without the leading slash, e.g. bank-atm'),
      /** Names the carousel for screen readers, e.g. "Photos of the canteen". */
      label: z.string().min(3),
      images: z.array(picture(ctx)).min(1, 'give the page at least one image'),
      sample,
    }),
});

/** Image sets of the media pages; the id is the route. (Image sizes are checked where they render: PhotoGallery.astro.) */
export const GALLERIES = ['photo-gallery', 'media-coverage', 'ads-archive'] as const;
const gallery = defineCollection({
  loader: file(`${DATA}/gallery.yaml`),
  schema: ({ image }: SchemaContext) =>
    z
      .object({
        id: z.enum(GALLERIES, `the id is one of: ${GALLERIES.join(', ')}`),
        label: z.string().min(3),
        images: z
          .array(z.object({ src: image(), alt: z.string(), title: z.string().optional(), caption: z.string().optional() }))
          .min(1, 'give the gallery at least one image'),
        sample,
      })
      .superRefine((g, issue) => {
        g.images.forEach((img, i) => {
          if (g.id === 'ads-archive' && !img.title) {
            issue.addIssue({
              code: 'custom',
              path: ['images', i, 'title'],
              message: 'each advertisement poster needs a title, e.g. "Apply for Ph.D. Programs"',
            });
          }
        });
      }),
});

/** Where a disclosure link may find its documents: a category of documents.yaml, or the statutory approvals' documents. */
export const DISCLOSURE_SOURCES = [...DOCUMENT_CATEGORY_IDS, 'statutory-approvals'] as const;
const disclosureLink = link.extend({
  /** The documents the linked page publishes: the item counts as published only while one of them is online. */
  documents: z.enum(DISCLOSURE_SOURCES, `documents is one of: ${DISCLOSURE_SOURCES.join(', ')}`).optional(),
});
const disclosureItem = z
  .object({
    title: z.string().min(2),
    /**
     * Leave out while the item is published through its links: the page shows
     * Published or Not yet published from what the links lead to. Write
     * not-applicable or under-process (with remarks) when there is nothing to link.
     */
    status: z
      .enum(['not-applicable', 'under-process'], 'status is not-applicable or under-process; leave it out for an item published through its links')
      .optional(),
    links: z.array(disclosureLink).default([]),
    remarks: z.string().default(''),
  })
  .refine((item) => Boolean(item.status) || item.links.length > 0, {
    message: 'give the item at least one link (href: pending while the document is not yet online), or a status of not-applicable or under-process',
    path: ['links'],
  })
  .refine((item) => !item.status || item.remarks.length > 0, {
    message: 'say in remarks why the item is not applicable or still under process',
    path: ['remarks'],
  });
const disclosures = defineCollection({
  loader: singleton('disclosures.yaml'),
  schema: z.object({
    document: link,
    /** Lettered a, b, c… in the order written. */
    sections: z.array(z.object({ category: z.string().min(2), items: z.array(disclosureItem).min(1) })).min(1, 'give the table at least one section'),
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
      shortlist: z
        .object({ min: z.number().int().positive(), max: z.number().int().positive() })
        .refine((s) => s.min <= s.max, 'the shortlist minimum cannot exceed its maximum'),
      finale: z.object({ teams: z.number().int().positive(), pitchMinutes: z.number().int().positive(), qaMinutes: z.number().int().positive() }),
      awards: z.array(z.string().min(2)).min(1, 'list at least one award'),
      team: z.object({
        maxMembers: z.number().int().min(1).max(4, 'teams have at most 4 members'),
        ideaSummaryWords: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
        rules: z.array(z.string()).min(1),
      }),
      eligibility: z.object({ years: z.array(z.string()).min(1), programmes: z.array(z.string()).min(1) }),
      paymentCategories: z.array(z.enum(['Team fee', 'Participation fee'], 'a payment category is "Team fee" or "Participation fee"')).min(1),
      themes: z.array(z.string()).min(1),
      committee: uni.eventCommitteeSchema(reference('people')),
      forms: z.object({ preliminary: href, final: href }),
      documents: z.array(link).default([]),
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
    highlights: z.array(z.object({ value: z.string(), label: z.string() })).min(1, 'give at least one highlight, e.g. value: 900+, label: offers'),
    /** A person in src/content/data/people: their name, office and contact are shown. */
    officer: reference('people'),
    sample,
  }),
});

export const collections = {
  pages,
  site,
  enquiry,
  translations,
  glossary,
  navigation,
  sideMenus,
  home,
  programmes,
  // academics
  pharmacyCommittees,
  departments,
  schools,
  facultyLists,

  // admissions and examinations
  fees,
  documents,
  scholarships,
  examinationOffice,

  // university
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
  committees,

  // campus life
  facilities,
  gallery,
  disclosures,
  event,
  placements,
};
