/**
 * Schemas of the university area: officers, governing bodies and
 * quality assurance. They live in a plain module, without Astro, so the
 * counts and rules the specification gives can be tested directly
 * (tests/unit/university-collections.test.ts); src/content.config.ts wires
 * them to the YAML files in src/content/data/.
 *
 * Every message is written for the editor who broke the rule: what is wrong
 * and how to fix it.
 */
import { z } from 'astro/zod';
import { email, href, sample } from './schema';
import { isPlaceholder } from './faculty-display';
import { linkProblem } from './links';
import { PHARMACY_DEPARTMENTS, pharmacyDepartmentOf } from './pharmacy-departments';

/** The part of zod's refinement context the rules below use. */
type Ctx = { addIssue: (issue: { code: 'custom'; message: string; path?: PropertyKey[] }) => void };

const text = (what: string) => z.string().trim().min(1, `write the ${what}`);
const paragraphs = (what: string) => z.array(text(what)).min(1, `write at least one paragraph of ${what}`);

/** A phone number as people dial it: digits, spaces, dashes, an optional leading +. */
export const phoneNumber = z.string().regex(/^\+?[0-9 -]{6,18}$/, 'write the number with digits, spaces or dashes, e.g. +91 120 400 0000');

/**
 * How a schema refers to a person. In src/content.config.ts this is
 * `reference('people')` (checked against src/content/data/people, and read as
 * `{ id, collection }`); tests pass `personId` to check the rules without Astro.
 */
export type PersonRef = z.ZodType<string | { id: string }>;

/** A person's id without Astro: the YAML file name in src/content/data/people. */
export const personId = z.string().regex(/^[a-z0-9-]+$/, 'write the file name of the person in src/content/data/people, without .yaml (e.g. vice-chancellor)');

/** The id of a person reference, whichever way it was read. */
export const idOf = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id);

/** Nobody is listed twice: the second listing of a person is the error. */
function everyoneOnce(people: { ref: string | { id: string }; path: PropertyKey[] }[], what: string, ctx: Ctx) {
  const seen = new Set<string>();
  for (const { ref, path } of people) {
    const id = idOf(ref);
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: `${id} is listed twice in ${what}: list each person once` });
    seen.add(id);
  }
}

/** A role held by exactly one row (one Chairman, one Convener…). */
function exactlyOne<T>(rows: T[], key: (row: T) => string, value: string, what: string, ctx: Ctx) {
  const found = rows.filter((row) => key(row) === value).length;
  if (found !== 1) ctx.addIssue({ code: 'custom', message: `${what} has exactly one ${value} (found ${found}): give that role to one row` });
}

/** A card or row of each kind once: a second one would contradict the first. */
function atMostOnce<T>(rows: T[], key: (row: T) => string, what: string, ctx: Ctx) {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (seen.has(key(row)))
      ctx.addIssue({ code: 'custom', path: [i], message: `"${key(row)}" is listed twice: keep one ${what} of each kind and remove the other` });
    seen.add(key(row));
  });
}

// ---------------------------------------------------------------- people (one YAML file per person)

/** The card of a College of Pharmacy teacher on /school-of-pharmacy (which fields show: src/lib/faculty-display.ts). */
const profileText = z.union([z.string(), z.array(z.string())]).optional();
export const facultyProfile = z.object({
  /** Order within the department: lower comes first. */
  order: z.number().int().default(100),
  qualifications: z.array(z.string()).min(1, 'list at least one qualification'),
  /** As the card writes it: "18 years of teaching and research". */
  experience: z.string().optional(),
  orcid: z.string().optional(),
  /** The https:// address of the profile, or a placeholder (NA) when there is none. */
  google_scholar: z.string().optional(),
  research_interests: z.array(z.string()).default([]),
  publications: z.array(z.string()).default([]),
  grants: profileText,
  patents: profileText,
  courses_taught: profileText,
  supervision: profileText,
  professional_memberships: profileText,
  awards_honors: profileText,
  conferences_workshops: profileText,
});

export const personSchema = <P extends z.ZodType>(photo: P) =>
  z
    .object({
      /** Dr., Prof. (Dr.), Mr., Ms.…: written before the name wherever it is shown. */
      honorific: z.string().trim().min(1).optional(),
      name: text("person's name, without the honorific (Asha Verma)"),
      /** Their post: "Professor and Head", "Assistant Professor", "Secretary, Northgate Education Society". */
      designation: z.string().trim().min(1).optional(),
      /** The department they teach in, as the faculty lists show it. */
      department: z.string().trim().min(1).optional(),
      /** The university office they hold, as it is addressed: "Vice Chancellor", "Dean, Research". */
      office: z.string().trim().min(1).optional(),
      /** Omit until a photograph exists: a grey placeholder is shown instead. */
      photo: photo.optional(),
      contact: z
        .object({
          email: email.optional(),
          phone: phoneNumber.optional(),
          /** Internal lines reached through the phone number (the Controller of Examination has three). */
          extensions: z.array(z.number().int().positive('an extension is a positive whole number')).optional(),
        })
        .refine((c) => !c.extensions || Boolean(c.phone), {
          message: 'extensions need the phone number they are reached through: add contact.phone',
          path: ['extensions'],
        })
        .default({}),
      /** Experience in years; `over: true` reads "over 27 years". */
      experience: z.object({ years: z.number().int().positive(), over: z.boolean().default(false) }).optional(),
      publications: z.number().int().positive().optional(),
      /** A College of Pharmacy teacher's card: department must then be one of the college's departments. */
      profile: facultyProfile.optional(),
      sample,
    })
    .superRefine((p, ctx) => {
      if (!p.designation && !p.office) {
        ctx.addIssue({
          code: 'custom',
          path: ['designation'],
          message: 'give the person a designation (their post, e.g. Assistant Professor) or an office (e.g. Registrar)',
        });
      }
      if (!p.profile) return;
      // A profile is a card on /school-of-pharmacy, shown under its department.
      if (!p.department || !pharmacyDepartmentOf(p.department)) {
        ctx.addIssue({
          code: 'custom',
          path: ['department'],
          message: `a person with a profile is shown under a College of Pharmacy department: write department as one of ${Object.values(PHARMACY_DEPARTMENTS).join(', ')}`,
        });
      }
      const scholar = p.profile.google_scholar;
      if (scholar && !isPlaceholder('google_scholar', scholar) && !(scholar.startsWith('https://') && linkProblem(scholar) === null)) {
        ctx.addIssue({
          code: 'custom',
          path: ['profile', 'google_scholar'],
          message: 'google_scholar is the https:// address of the profile, or NA when there is none',
        });
      }
    });

// ---------------------------------------------------------------- governing body

/** The seats the governing body's constitution provides for; how many of each the university fills is content. */
export const GOVERNING_BODY_SEATS = [
  'Chancellor',
  'Pro Chancellor',
  'Vice Chancellor',
  'Nominee of the Sponsoring Body',
  'Eminent Educationist',
  'Expert from Industry',
  'Legal Expert',
  'Finance Expert',
  'Registrar (Ex-officio Secretary)',
] as const;
export const GOVERNING_BODY_STATUSES = ['Chairman', 'Member'] as const;
const REGISTRAR_SEAT = 'Registrar (Ex-officio Secretary)';

export const governingBodyMember = (person: PersonRef) =>
  z
    .object({
      constitution: z.enum(GOVERNING_BODY_SEATS, `constitution must be one of: ${GOVERNING_BODY_SEATS.join('; ')}`),
      /** Who sits in the seat: their name and designation are shown. */
      person: person.optional(),
      /** Only for the Registrar's row, which is listed by office without a name. */
      designation: z.string().trim().min(1).optional(),
      status: z.enum(GOVERNING_BODY_STATUSES, 'status must be Chairman or Member'),
    })
    .superRefine((row, ctx) => {
      if (row.constitution === REGISTRAR_SEAT) {
        if (row.person)
          ctx.addIssue({ code: 'custom', path: ['person'], message: 'the Registrar sits ex officio, by office and not by name: remove person from this row' });
        if (!row.designation)
          ctx.addIssue({ code: 'custom', path: ['designation'], message: 'write the designation of the Registrar row (e.g. "Registrar of the University")' });
      } else {
        if (!row.person)
          ctx.addIssue({ code: 'custom', path: ['person'], message: 'name the person in this seat: person is their file name in src/content/data/people' });
        if (row.designation)
          ctx.addIssue({
            code: 'custom',
            path: ['designation'],
            message: "remove designation: the person's designation comes from their file in src/content/data/people",
          });
      }
      const wanted = row.constitution === 'Chancellor' ? 'Chairman' : 'Member';
      if (row.status !== wanted) {
        ctx.addIssue({
          code: 'custom',
          path: ['status'],
          message: `the ${row.constitution} row has status ${wanted}: only the Chancellor chairs the governing body`,
        });
      }
    });

export const governingBodySchema = (person: PersonRef) =>
  z.object({
    /** In the order the page lists them; serial numbers follow this order. */
    members: z
      .array(governingBodyMember(person))
      .min(1)
      .superRefine((rows, ctx) => {
        exactlyOne(rows, (r) => r.status, 'Chairman', 'the governing body', ctx);
        exactlyOne(rows, (r) => r.constitution, REGISTRAR_SEAT, 'the governing body', ctx);
        everyoneOnce(
          rows.flatMap((r, i) => (r.person ? [{ ref: r.person, path: [i, 'person'] }] : [])),
          'the governing body',
          ctx,
        );
      }),
    sample,
  });

// ---------------------------------------------------------------- committees seated by constitution

/** A list in a status message: "A, B or C". */
const orList = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join(''));

/**
 * Seats in the order the page lists them (serial numbers follow this order):
 * what each seat represents (its constitution), who holds it (a seat may hold
 * more than one person) and its status. Nobody holds two seats.
 */
const seatsOf = <S extends readonly [string, ...string[]]>(person: PersonRef, statuses: S, what: string) =>
  z
    .array(
      z.object({
        constitution: text('constitution (the seat on the committee)'),
        people: z.array(person).min(1, 'name at least one person in the seat'),
        status: z.enum(statuses, `status must be ${orList(statuses)}`),
      }),
    )
    .min(1)
    .superRefine((rows, ctx) =>
      everyoneOnce(
        rows.flatMap((r, i) => r.people.map((ref, j) => ({ ref, path: [i, 'people', j] }))),
        what,
        ctx,
      ),
    );

// ---------------------------------------------------------------- executive council

export const EXECUTIVE_COUNCIL_STATUSES = ['Chairperson', 'Member', 'Member Secretary'] as const;

export const executiveCouncilSchema = (person: PersonRef) =>
  z.object({
    seats: seatsOf(person, EXECUTIVE_COUNCIL_STATUSES, 'the executive council').superRefine((rows, ctx) => {
      exactlyOne(rows, (r) => r.status, 'Chairperson', 'the executive council', ctx);
      exactlyOne(rows, (r) => r.status, 'Member Secretary', 'the executive council', ctx);
    }),
    sample,
  });

// ---------------------------------------------------------------- student support committees

/**
 * The statuses a seat on a student support committee may have. The head is the
 * Chairperson, or the Presiding Officer of the Internal Complaints Committee
 * (the name the 2013 Act gives), or the Ombudsperson, who sits alone.
 */
export const COMMITTEE_HEADS = ['Chairperson', 'Presiding Officer', 'Ombudsperson'] as const;
export const COMMITTEE_STATUSES = [...COMMITTEE_HEADS, 'Member Secretary', 'Member', 'Special Invitee'] as const;

/** An anti-ragging committee or squad, a grievance committee, the Internal Complaints Committee, the Ombudsperson. */
export const committeeSchema = (person: PersonRef) =>
  z.object({
    name: text('name of the committee'),
    /** How students reach the committee as a whole. */
    contact: z.object({ email: email.optional(), phone: phoneNumber.optional() }).default({}),
    seats: seatsOf(person, COMMITTEE_STATUSES, 'the committee').superRefine((rows, ctx) => {
      const heads = rows.filter((r) => (COMMITTEE_HEADS as readonly string[]).includes(r.status));
      if (heads.length !== 1)
        ctx.addIssue({
          code: 'custom',
          message: `a committee has exactly one head, a seat whose status is ${orList(COMMITTEE_HEADS)} (found ${heads.length}): give that status to one seat`,
        });
      else if (heads[0]!.people.length !== 1)
        ctx.addIssue({ code: 'custom', message: 'the head of a committee is one person: name one person in the seat of its head' });
      if (rows.filter((r) => r.status === 'Member Secretary').length > 1)
        ctx.addIssue({ code: 'custom', message: 'a committee has at most one Member Secretary: make the others Members' });
    }),
    sample,
  });

// ---------------------------------------------------------------- IQAC committee and academic audit committee

export const IQAC_ROLES = ['Chairperson', 'IQAC-Coordinator', 'Member'] as const;
export const IQAC_CATEGORIES = [
  'Head of the Institution',
  'Management Representative',
  'Senior Administrative Officer',
  'Teacher',
  'Nominee from Local Society',
  'Industry Representative',
  'Alumni',
  'Student',
] as const;

export const iqacCommitteeSchema = (person: PersonRef) =>
  z.object({
    /** In the order the page lists them; serial numbers follow this order. */
    members: z
      .array(
        z.object({
          person,
          role: z.enum(IQAC_ROLES, `role must be one of: ${IQAC_ROLES.join(', ')}`),
          category: z.enum(IQAC_CATEGORIES, `category must be one of: ${IQAC_CATEGORIES.join(', ')}`),
        }),
      )
      .min(1)
      .superRefine((rows, ctx) => {
        exactlyOne(rows, (r) => r.role, 'Chairperson', 'the IQAC committee', ctx);
        exactlyOne(rows, (r) => r.role, 'IQAC-Coordinator', 'the IQAC committee', ctx);
        everyoneOnce(
          rows.map((r, i) => ({ ref: r.person, path: [i, 'person'] })),
          'the IQAC committee',
          ctx,
        );
      }),
    sample,
  });

export const AUDIT_COMMITTEE_REMARKS = ['Convener', 'Head', 'Member'] as const;

export const auditCommitteeSchema = (person: PersonRef) =>
  z.object({
    members: z
      .array(
        z.object({
          /** Their name, designation and department are shown from src/content/data/people. */
          person,
          remarks: z.enum(AUDIT_COMMITTEE_REMARKS, `remarks must be one of: ${AUDIT_COMMITTEE_REMARKS.join(', ')}`),
        }),
      )
      .min(1)
      .superRefine((rows, ctx) => {
        exactlyOne(rows, (r) => r.remarks, 'Convener', 'the Academic Audit Committee', ctx);
        everyoneOnce(
          rows.map((r, i) => ({ ref: r.person, path: [i, 'person'] })),
          'the Academic Audit Committee',
          ctx,
        );
      }),
    sample,
  });

// ---------------------------------------------------------------- other committees and lists of people

/** A committee of the College of Pharmacy: its head (coordinator or chairperson) and members. */
export const pharmacyCommitteeSchema = (person: PersonRef) =>
  z
    .object({
      name: z.string().min(2),
      head: z.object({ role: z.enum(['Coordinator', 'Chairperson'], 'head.role is Coordinator or Chairperson'), person }),
      members: z.array(person).min(1, 'a committee lists at least one member'),
      sample,
    })
    .superRefine((c, ctx) =>
      everyoneOnce(
        [{ ref: c.head.person, path: ['head', 'person'] }, ...c.members.map((ref, i) => ({ ref, path: ['members', i] }))],
        `the ${c.name} (its head is not listed again among the members)`,
        ctx,
      ),
    );

export const EVENT_COMMITTEE_ROLES = ['chairman', 'member', 'convener'] as const;

/** An event's committee, in the order the page lists it (serial numbers follow this order). */
export const eventCommitteeSchema = (person: PersonRef) =>
  z
    .array(z.object({ person, role: z.enum(EVENT_COMMITTEE_ROLES, 'role is chairman, member or convener') }))
    .min(1)
    .superRefine((rows, ctx) => {
      exactlyOne(rows, (r) => r.role, 'chairman', 'the committee', ctx);
      everyoneOnce(
        rows.map((r, i) => ({ ref: r.person, path: [i, 'person'] })),
        'the committee',
        ctx,
      );
    });

/** A faculty list page (/faculty-of-engg-tech…): its people in order, each with a profile document. */
export const facultyListSchema = (person: PersonRef) =>
  z.object({
    caption: z.string(),
    members: z
      .array(
        z.object({
          person,
          /** A PDF under public/documents/faculty/, an https:// address, or `pending`. */
          profile: href,
        }),
      )
      .min(1)
      .superRefine((rows, ctx) =>
        everyoneOnce(
          rows.map((r, i) => ({ ref: r.person, path: [i, 'person'] })),
          'the faculty list',
          ctx,
        ),
      ),
    sample,
  });

// ---------------------------------------------------------------- course file index

const indexItem = z.object({
  item: text('item'),
  /** Parts of the item, listed under it (a, b, c…). */
  subItems: z.array(text('sub-item')).min(2, 'list at least two sub-items, or remove subItems').optional(),
});

export const courseFileIndexSchema = z.object({
  theory: z.array(indexItem).min(1, 'list at least one item of the theory course file'),
  practical: z.array(z.object({ item: text('item') }).strict()).min(1, 'list at least one item of the practical course file'),
});

// ---------------------------------------------------------------- academic audit

/** The rows of every department's observation table, in this order. */
export const OBSERVATION_ISSUES = [
  'Attendance data',
  'Teaching-learning process and course files',
  'Internal question paper formation',
  'Evaluation process',
  'Academic activities',
  'Co-curricular activities',
] as const;

export const QUALITY_MEASURES = ['Continuous Improvement', 'Outcome-Based Education', 'Research & Innovation', 'Community Engagement'] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'write dates as YYYY-MM-DD in quotes, e.g. "2024-11-11"')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'this date does not exist');

export const auditVisit = z
  .object({
    label: text('label of the audit round'),
    from: isoDate,
    to: isoDate,
  })
  .refine((v) => v.from <= v.to, { message: 'the audit cannot end (to) before it starts (from)', path: ['to'] });

export const departmentObservations = z.object({
  department: text('department'),
  rows: z
    .array(
      z.object({
        issue: z.enum(OBSERVATION_ISSUES, `issue must be one of: ${OBSERVATION_ISSUES.join('; ')}`),
        observation: text('observation'),
        remarks: text('remarks or highlights'),
      }),
    )
    .min(1, 'list at least one observation of the department')
    .superRefine((rows, ctx) =>
      // Each issue once, in the audit's standard order, so departments compare row by row.
      rows.forEach((row, i) => {
        const before = rows[i - 1];
        if (before && OBSERVATION_ISSUES.indexOf(row.issue) <= OBSERVATION_ISSUES.indexOf(before.issue)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'issue'],
            message: `"${row.issue}" is out of place: write each issue once, in the order ${OBSERVATION_ISSUES.join('; ')}`,
          });
        }
      }),
    ),
});

export const academicAuditSchema = z.object({
  /** Steps of the audit process, in order. */
  process: z.array(text('step')).min(3, 'describe the audit process in at least three steps'),
  /** Audit rounds, earliest first; whether each is past or upcoming follows from its dates on the day of the build. */
  schedule: z
    .array(auditVisit)
    .min(1, 'list at least one audit round')
    .refine((visits) => visits.every((v, i) => i === 0 || visits[i - 1]!.from <= v.from), 'list the audit rounds earliest first (by from)'),
  observations: z.array(departmentObservations).min(1, 'list the observations of at least one department'),
  coPoNote: text('note on CO-PO attainment'),
  recommendations: z.array(text('recommendation')).min(1, 'write at least one common recommendation'),
  measures: z
    .array(z.object({ title: z.enum(QUALITY_MEASURES, `title must be one of: ${QUALITY_MEASURES.join(', ')}`), text: text('text of the card') }))
    .min(1, 'give at least one quality-assurance measure card')
    .superRefine((cards, ctx) => atMostOnce(cards, (c) => c.title, 'quality-assurance measure', ctx)),
  sample,
});

// ---------------------------------------------------------------- best practices

export const bestPracticesSchema = z.object({
  themes: z.array(z.object({ theme: text('theme'), practices: z.array(text('practice')).min(1, 'list at least one practice under each theme') })).min(1),
  sample,
});

// ---------------------------------------------------------------- statutory approvals

export const APPROVALS = ['aicte', 'gazette', 'ugc'] as const;

export const statutoryApprovalsSchema = z.object({
  /** The EOA (extension of approval) report opened by "Click to View". */
  eoaReport: href,
  cards: z
    .array(z.object({ kind: z.enum(APPROVALS, `kind must be one of: ${APPROVALS.join(', ')}`), title: text('title'), text: text('text'), href }))
    .min(1, 'give at least one approval card')
    .superRefine((cards, ctx) => atMostOnce(cards, (c) => c.kind, 'approval card', ctx)),
});

// ---------------------------------------------------------------- employee benefits

export const BENEFITS = ['gratuity', 'group-mediclaim', 'state-insurance', 'maternity', 'personal-accident', 'edli'] as const;
export const FIGURE_UNITS = ['rupees', 'days', 'weeks', 'years', 'times'] as const;

export const benefitFigure = z.object({
  label: text('label of the figure'),
  value: z.number().positive('a figure is a number above 0'),
  unit: z.enum(FIGURE_UNITS, `unit must be one of: ${FIGURE_UNITS.join(', ')}`),
  /** Words before the value: "up to", "after". */
  before: z.string().optional(),
  /** Words after the value: "of salary for each year of service", "a month". */
  after: z.string().optional(),
});

export const employeeBenefitsSchema = z.object({
  benefits: z
    .array(z.object({ kind: z.enum(BENEFITS), title: text('title'), text: paragraphs('text'), figures: z.array(benefitFigure).default([]) }))
    .min(1, 'describe at least one benefit')
    .superRefine((rows, ctx) => atMostOnce(rows, (r) => r.kind, 'benefit', ctx)),
  sample,
});

// ---------------------------------------------------------------- vision, mission, quality policy; organisation chart

export const visionMissionSchema = z.object({
  vision: text('vision'),
  mission: z.array(text('mission statement')).min(1),
  qualityPolicy: paragraphs('quality policy'),
  sample,
});

export type OrgNode = { label: string; href?: string; children?: OrgNode[] };
export const orgNode: z.ZodType<OrgNode> = z.lazy(() =>
  z.object({
    label: text('label of the box').max(40, 'keep chart labels under 40 characters so they fit their box'),
    href: href.optional(),
    children: z.array(orgNode).min(1, 'remove an empty children list').optional(),
  }),
);

export const orgChartSchema = z.object({ root: orgNode, sample });
