/**
 * Bodies seated by constitution: the governing body, the executive council,
 * the student support committees, the IQAC and the Academic Audit Committee.
 */
import { z } from 'astro/zod';
import { email, phoneNumber, sample, shown, text } from './common.ts';
import { everyoneOnce, exactlyOne, orList, type PersonRef } from './rules.ts';

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
      constitution: shown(z.enum(GOVERNING_BODY_SEATS, `constitution must be one of: ${GOVERNING_BODY_SEATS.join('; ')}`)),
      /** Who sits in the seat: their name and designation are shown. */
      person: person.optional(),
      /** Only for the Registrar's row, which is listed by office without a name. */
      designation: shown(z.string().trim().min(1)).optional(),
      status: shown(z.enum(GOVERNING_BODY_STATUSES, 'status must be Chairman or Member')),
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

/**
 * Seats in the order the page lists them (serial numbers follow this order):
 * what each seat represents (its constitution), who holds it (a seat may hold
 * more than one person) and its status. Nobody holds two seats.
 */
const seatsOf = <S extends readonly [string, ...string[]]>(person: PersonRef, statuses: S, what: string) =>
  z
    .array(
      z.object({
        constitution: shown(text('constitution (the seat on the committee)')),
        people: z.array(person).min(1, 'name at least one person in the seat'),
        status: shown(z.enum(statuses, `status must be ${orList(statuses)}`)),
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
    name: shown(text('name of the committee')),
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
          role: shown(z.enum(IQAC_ROLES, `role must be one of: ${IQAC_ROLES.join(', ')}`)),
          category: shown(z.enum(IQAC_CATEGORIES, `category must be one of: ${IQAC_CATEGORIES.join(', ')}`)),
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
          remarks: shown(z.enum(AUDIT_COMMITTEE_REMARKS, `remarks must be one of: ${AUDIT_COMMITTEE_REMARKS.join(', ')}`)),
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
