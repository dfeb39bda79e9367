/** The programmes (programmes.yaml), shared by the admissions pages and the school pages. */
import { z } from 'astro/zod';
import { href, position, rupees, sample, shown, type Tools } from './common.ts';

/** The programmes, in the order of the file (sort by `position`). */
export const programmeSchema = ({ reference }: Pick<Tools, 'reference'>) =>
  z
    .object({
      position,
      name: shown(z.string()),
      shortName: shown(z.string()),
      /** The school that teaches it: a file name in data/schools (its name is shown wherever programmes are grouped). */
      school: reference('schools'),
      level: z.enum(['UG', 'PG', 'DIP'], 'level must be UG, PG or DIP'),
      /** Years the programme runs; `pending` when the specification does not give it (the pages say whom to ask). */
      durationYears: z.union([
        z.literal('pending').meta({ choice: 'Pending: not yet published' }),
        z.number().int().min(1).max(5).meta({ choice: 'A number of years' }),
      ]),
      semesters: z.number().int().positive().optional(),
      /** Seats in the session the fees are for (the Session of Other charges, fees.yaml); `pending` when not yet published. */
      intake: z.union([
        z.literal('pending').meta({ choice: 'Pending: not yet published' }),
        z.number().int().positive('intake is the number of seats, a whole number above 0').meta({ choice: 'A number of seats' }),
      ]),
      /** Fee for each year in rupees, one number per year (250000); `pending` when not yet published. */
      annualFees: z.union([
        z.literal('pending').meta({ choice: 'Pending: not yet published' }),
        z.array(rupees).meta({ choice: 'A fee for each year', item: 'Year' }),
      ]),
      eligibility: shown(z.string()),
      admissionRoute: shown(z.string()).optional(),
      lateralEntry: z.object({ durationYears: z.number().int(), semesters: z.number().int(), eligibility: shown(z.string()) }).optional(),
      /** The programme's own hand-written page (a department or school page). Leave it out and the build makes the programme a page from this data, at /programmes/<id>; never the under-construction page. */
      page: href.optional(),
      /** What the programme is about, in a sentence or two; a school page with showEntryRules shows it. */
      description: shown(z.string().min(20, 'write a sentence or two about the programme')).optional(),
      /** The council or body that approves or affiliates the programme. */
      affiliation: shown(z.string().min(5)).optional(),
      /** For editors only, never shown on the site: a reading of a fact still to be confirmed by the university. `npm run content:report` lists it. */
      toConfirm: z.string().min(10, 'say what is still to be confirmed, in a sentence').optional(),
      sample,
    })
    .refine((p) => p.annualFees === 'pending' || p.annualFees.length === p.durationYears, {
      message: 'annualFees needs one fee per year of the programme (as many numbers as durationYears), or `pending` while durationYears is',
      path: ['annualFees'],
    });
