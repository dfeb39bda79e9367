/**
 * Academics: schools (schools/), their departments (departments/), faculty
 * lists (faculty-lists/) and committees (school-committees.yaml). What a
 * school's page shows beyond its programmes is said by its own file: faculty
 * profiles grouped by department (`faculty`), committees (entries of
 * school-committees.yaml naming it), labs.
 */
import { z } from 'astro/zod';
import { figure, href, paragraphs, sample, shown, type Tools } from './common.ts';
import { folder } from '../content-io/sources.ts';
import { everyoneOnce, type PersonRef } from './rules.ts';

export const SCHOOLS = folder('schools');

export const schoolSchema = ({ image, reference }: Tools) =>
  z.object({
    name: shown(z.string()),
    /** A shorter name for narrow table columns ("Engineering"); the name is used when there is none. */
    shortName: shown(z.string()).optional(),
    figures: z.array(figure).default([]),
    cardsHeading: shown(z.string()),
    /** The programme cards, from programmes.yaml: title, facts and page come from there, and the Programme Explorer lists the same entries. */
    programmes: z.array(reference('programmes')).min(1, 'list at least one programme: an id of programmes.yaml (add the programme there first)'),
    /** Show each programme's full entry on its card: description, duration, fee, affiliation, qualification, lateral entry; each programme then needs a description and an affiliation. */
    showEntryRules: z.boolean().default(false),
    /** Where the Learn More link of a programme whose own page is this school page leads; without it such a card has no link. */
    learnMore: href.optional(),
    /** A picture beside the Apply now button that also opens the admission form; the alt text says where it leads. */
    applyImage: z
      .object({ src: image(), alt: shown(z.string().min(5, 'say where the picture leads, e.g. "Admission form of the School of Humanities"')) })
      .optional(),
    /** A message from the head of the school or department. */
    message: z.object({ heading: shown(z.string()), quote: shown(paragraphs()), by: reference('people') }).optional(),
    /** Faculty profiles on the school's page: the departments they are grouped under, in the order shown. A person with a profile writes one of them as their department. */
    faculty: z.object({ departments: z.array(z.string().min(2)).min(1, 'list at least one department') }).optional(),
    labs: z
      .array(z.object({ name: shown(z.string()), caption: shown(z.string()), image: image() }))
      .min(1, 'list at least one lab, or remove labs')
      .optional(),
    /** The page that shows every lab at full size; the school page's lab gallery links to it. */
    labsPage: href.optional(),
    sample,
  });

export const departmentSchema = ({ reference }: Pick<Tools, 'reference'>) =>
  z.object({
    name: shown(z.string()),
    /** The programme this department teaches, from programmes.yaml (its duration, intake and fee are shown). */
    programme: reference('programmes'),
    /** Figures the specification gives for this department (Civil: library, year established). */
    figures: z.array(figure).default([]),
    sample,
  });

/** A committee of a school: its head (coordinator or chairperson) and members. */
export const schoolCommitteeSchema = (person: PersonRef, school: z.ZodType<string | { id: string }, string>) =>
  z
    .object({
      /** The school whose page lists the committee, a file name in data/schools. */
      school,
      name: shown(z.string().min(2)),
      head: z.object({ role: shown(z.enum(['Coordinator', 'Chairperson'], 'head.role is Coordinator or Chairperson')), person }),
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

/** A faculty list page (/faculty-of-engg-tech…): its people in order, each with a profile document. */
export const facultyListSchema = (person: PersonRef) =>
  z.object({
    caption: shown(z.string()),
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
