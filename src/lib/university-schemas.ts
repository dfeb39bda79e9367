/**
 * Schemas of the university area (issue 6): officers, governing bodies and
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

/** The part of zod's refinement context the rules below use. */
type Ctx = { addIssue: (issue: { code: 'custom'; message: string; path?: PropertyKey[] }) => void };

const text = (what: string) => z.string().trim().min(1, `write the ${what}`);
const paragraphs = (what: string) => z.array(text(what)).min(1, `write at least one paragraph of ${what}`);

/** A phone number as people dial it: digits, spaces, dashes, an optional leading +. */
export const phoneNumber = z
  .string()
  .regex(/^\+?[0-9 -]{6,18}$/, 'write the number with digits, spaces or dashes, e.g. +91 120 400 0000');

/** An officer's id in the people collection (the YAML file name in src/content/data/people). */
export const personId = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'write the file name of the person in src/content/data/people, without .yaml (e.g. vice-chancellor)');

/** Rows numbered 1, 2, 3… in the order they are written. */
function numberedInOrder(rows: { slNo: number }[], ctx: Ctx) {
  rows.forEach((row, index) => {
    if (row.slNo !== index + 1) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'slNo'],
        message: `row ${index + 1} has slNo ${row.slNo}: number the rows 1, 2, 3… in the order they are written`,
      });
    }
  });
}

/** How often each value of `key` occurs, for the "exactly n of these" rules. */
function countBy<T>(rows: T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

/** Each listed value must occur exactly the given number of times. */
function requireCounts<T>(rows: T[], key: (row: T) => string, wanted: Record<string, number>, what: string, ctx: Ctx) {
  const counts = countBy(rows, key);
  for (const [value, n] of Object.entries(wanted)) {
    const found = counts.get(value) ?? 0;
    if (found !== n) {
      ctx.addIssue({ code: 'custom', message: `${what} needs exactly ${n} "${value}" (found ${found})` });
    }
  }
}

// ---------------------------------------------------------------- people (one YAML file per officer)

export const personSchema = <P extends z.ZodType>(photo: P) =>
  z.object({
    name: text('person\'s name'),
    /** The office, as it is addressed: "Chancellor", "Dean, Student Welfare". */
    title: text('title of the office'),
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
    /** The opening text under the heading (the Chancellor's welcome). */
    welcome: paragraphs('welcome text').optional(),
    biography: paragraphs('biography').optional(),
    message: paragraphs('message').optional(),
    /** Heading of the message section; defaults to "Message from the {title}". */
    messageHeading: z.string().optional(),
    /** Close the message with a signature block (name, office, university). */
    signature: z.boolean().default(false),
    sample,
  });

// ---------------------------------------------------------------- governing body

/** The seats of the governing body and how many rows each has: 13 in all. */
export const GOVERNING_BODY_SEATS = {
  Chancellor: 1,
  'Pro Chancellor': 1,
  'Vice Chancellor': 1,
  'Nominee of the Sponsoring Body': 2,
  'Eminent Educationist': 1,
  'Expert from Industry': 4,
  'Legal Expert': 1,
  'Finance Expert': 1,
  'Registrar (Ex-officio Secretary)': 1,
} as const;

export const GOVERNING_BODY_SIZE = 13;
export const GOVERNING_BODY_STATUSES = ['Chairman', 'Member'] as const;
const SEATS = Object.keys(GOVERNING_BODY_SEATS) as [keyof typeof GOVERNING_BODY_SEATS, ...(keyof typeof GOVERNING_BODY_SEATS)[]];
const REGISTRAR_SEAT = 'Registrar (Ex-officio Secretary)';

export const governingBodyMember = z
  .object({
    slNo: z.number().int().positive(),
    constitution: z.enum(SEATS, `constitution must be one of: ${SEATS.join('; ')}`),
    /** An officer in the people collection; their name and title are shown. */
    person: personId.optional(),
    name: z.string().trim().min(1).optional(),
    designation: z.string().trim().min(1).optional(),
    status: z.enum(GOVERNING_BODY_STATUSES, 'status must be Chairman or Member'),
  })
  .superRefine((row, ctx) => {
    if (row.constitution === REGISTRAR_SEAT) {
      if (row.name || row.person) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: 'the Registrar sits ex officio, by office and not by name: remove name and person from this row' });
      }
      if (!row.designation) ctx.addIssue({ code: 'custom', path: ['designation'], message: 'write the designation of the Registrar row (e.g. "Registrar of the University")' });
    } else if (row.person ? row.name || row.designation : !(row.name && row.designation)) {
      ctx.addIssue({
        code: 'custom',
        path: ['person'],
        message: 'give either person (an officer in the people collection) or both name and designation',
      });
    }
    const wanted = row.constitution === 'Chancellor' ? 'Chairman' : 'Member';
    if (row.status !== wanted) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: `the ${row.constitution} row has status ${wanted}: only the Chancellor chairs the governing body` });
    }
  });

export const governingBodySchema = z.object({
  members: z
    .array(governingBodyMember)
    .length(GOVERNING_BODY_SIZE, `the governing body has exactly ${GOVERNING_BODY_SIZE} rows`)
    .superRefine((rows, ctx) => {
      numberedInOrder(rows, ctx);
      requireCounts(rows, (r) => r.constitution, GOVERNING_BODY_SEATS, 'the governing body', ctx);
    }),
  sample,
});

// ---------------------------------------------------------------- executive council

export const EXECUTIVE_COUNCIL_SIZE = 9;
export const EXECUTIVE_COUNCIL_STATUSES = ['Chairperson', 'Member', 'Member Secretary'] as const;

export const executiveCouncilSeat = z
  .object({
    slNo: z.number().int().positive(),
    constitution: text('constitution (the seat on the council)'),
    person: personId.optional(),
    /** Lines of name and designation, for members outside the people collection. */
    lines: z.array(text('line of name or designation')).min(1).optional(),
    status: z.enum(EXECUTIVE_COUNCIL_STATUSES, 'status must be Chairperson, Member or Member Secretary'),
  })
  .refine((row) => Boolean(row.person) !== Boolean(row.lines), {
    message: 'give either person (an officer in the people collection) or lines of name and designation, not both',
    path: ['person'],
  });

export const executiveCouncilSchema = z.object({
  seats: z
    .array(executiveCouncilSeat)
    .length(EXECUTIVE_COUNCIL_SIZE, `the executive council has exactly ${EXECUTIVE_COUNCIL_SIZE} seats`)
    .superRefine((rows, ctx) => {
      numberedInOrder(rows, ctx);
      requireCounts(rows, (r) => r.status, { Chairperson: 1, 'Member Secretary': 1 }, 'the executive council', ctx);
    }),
  sample,
});

// ---------------------------------------------------------------- IQAC committee and academic audit committee

export const IQAC_COMMITTEE_SIZE = 17;
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

export const iqacMember = z
  .object({
    slNo: z.number().int().positive(),
    person: personId.optional(),
    name: z.string().trim().min(1).optional(),
    designation: z.string().trim().min(1).optional(),
    role: z.enum(IQAC_ROLES, `role must be one of: ${IQAC_ROLES.join(', ')}`),
    category: z.enum(IQAC_CATEGORIES, `category must be one of: ${IQAC_CATEGORIES.join(', ')}`),
  })
  .refine((row) => (row.person ? !row.name && !row.designation : Boolean(row.name && row.designation)), {
    message: 'give either person (an officer in the people collection) or both name and designation',
    path: ['person'],
  });

export const iqacCommitteeSchema = z.object({
  members: z
    .array(iqacMember)
    .length(IQAC_COMMITTEE_SIZE, `the IQAC committee has exactly ${IQAC_COMMITTEE_SIZE} members`)
    .superRefine((rows, ctx) => {
      numberedInOrder(rows, ctx);
      requireCounts(rows, (r) => r.role, { Chairperson: 1, 'IQAC-Coordinator': 1 }, 'the IQAC committee', ctx);
    }),
  sample,
});

export const AUDIT_COMMITTEE_SIZE = 10;
export const AUDIT_COMMITTEE_REMARKS = ['Convener', 'Head', 'Member'] as const;

export const auditCommitteeMember = z.object({
  name: text('member\'s name'),
  designation: text('designation'),
  department: text('department'),
  remarks: z.enum(AUDIT_COMMITTEE_REMARKS, `remarks must be one of: ${AUDIT_COMMITTEE_REMARKS.join(', ')}`),
});

export const auditCommitteeSchema = z.object({
  members: z
    .array(auditCommitteeMember)
    .length(AUDIT_COMMITTEE_SIZE, `the Academic Audit Committee has exactly ${AUDIT_COMMITTEE_SIZE} members`)
    .superRefine((rows, ctx) => requireCounts(rows, (r) => r.remarks, { Convener: 1 }, 'the Academic Audit Committee', ctx)),
  sample,
});

// ---------------------------------------------------------------- course file index

export const COURSE_FILE_THEORY_ITEMS = 23;
export const COURSE_FILE_PRACTICAL_ITEMS = 20;

const indexItem = z.object({
  item: text('item'),
  /** Parts of the item, listed under it (a, b, c…). */
  subItems: z.array(text('sub-item')).min(2, 'list at least two sub-items, or remove subItems').optional(),
});

export const courseFileIndexSchema = z.object({
  theory: z.array(indexItem).length(COURSE_FILE_THEORY_ITEMS, `the theory course file index has exactly ${COURSE_FILE_THEORY_ITEMS} items`),
  practical: z
    .array(z.object({ item: text('item') }).strict())
    .length(COURSE_FILE_PRACTICAL_ITEMS, `the practical course file index has exactly ${COURSE_FILE_PRACTICAL_ITEMS} items`),
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
    .array(z.object({ issue: z.enum(OBSERVATION_ISSUES, `issue must be one of: ${OBSERVATION_ISSUES.join('; ')}`), observation: text('observation'), remarks: text('remarks or highlights') }))
    .length(OBSERVATION_ISSUES.length, `each department has exactly ${OBSERVATION_ISSUES.length} rows: ${OBSERVATION_ISSUES.join('; ')}`)
    .superRefine((rows, ctx) =>
      rows.forEach((row, i) => {
        if (row.issue !== OBSERVATION_ISSUES[i]) {
          ctx.addIssue({ code: 'custom', path: [i, 'issue'], message: `row ${i + 1} must be "${OBSERVATION_ISSUES[i]}": keep the rows in the order ${OBSERVATION_ISSUES.join('; ')}` });
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
  recommendations: z.array(text('recommendation')).length(3, 'the report ends with exactly 3 common recommendations'),
  measures: z
    .array(z.object({ title: z.enum(QUALITY_MEASURES, `title must be one of: ${QUALITY_MEASURES.join(', ')}`), text: text('text of the card') }))
    .length(QUALITY_MEASURES.length, `there are exactly ${QUALITY_MEASURES.length} quality-assurance measure cards`)
    .superRefine((cards, ctx) => requireCounts(cards, (c) => c.title, Object.fromEntries(QUALITY_MEASURES.map((t) => [t, 1])), 'the quality-assurance measures', ctx)),
  sample,
});

// ---------------------------------------------------------------- best practices

export const bestPracticesSchema = z.object({
  themes: z
    .array(z.object({ theme: text('theme'), practices: z.array(text('practice')).min(1, 'list at least one practice under each theme') }))
    .min(1),
  sample,
});

// ---------------------------------------------------------------- statutory approvals

export const APPROVALS = ['aicte', 'gazette', 'ugc'] as const;

export const statutoryApprovalsSchema = z.object({
  /** The EOA (extension of approval) report opened by "Click to View". */
  eoaReport: href,
  cards: z
    .array(z.object({ kind: z.enum(APPROVALS, `kind must be one of: ${APPROVALS.join(', ')}`), title: text('title'), text: text('text'), href }))
    .length(3, 'there are exactly 3 approval cards: AICTE approval, state gazette notification, UGC listing')
    .superRefine((cards, ctx) => requireCounts(cards, (c) => c.kind, { aicte: 1, gazette: 1, ugc: 1 }, 'the approval cards', ctx)),
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
    .length(BENEFITS.length, `there are exactly ${BENEFITS.length} benefits: ${BENEFITS.join(', ')}`)
    .superRefine((rows, ctx) => requireCounts(rows, (r) => r.kind, Object.fromEntries(BENEFITS.map((b) => [b, 1])), 'the employee benefits', ctx)),
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
