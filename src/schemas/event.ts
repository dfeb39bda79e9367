/** An event (events/<id>.yaml): every constant of its page, its calendar and its announcement. The id is the route. */
import { z } from 'astro/zod';
import { datedAs, email, href, link, sample, shown } from './common.ts';
import { eventCommitteeSchema, type PersonRef } from './rules.ts';

export const eventSchema = (person: PersonRef) =>
  z
    .object({
      name: shown(z.string()),
      summary: shown(z.string()),
      venue: shown(z.string()),
      /** The day the event is announced: before it, no list, the home page nor the notices bar shows it (scheduled publishing, as for notices). */
      published: datedAs('publishes'),
      /** Registration closes after its deadline; the event takes place on day 1 and day 2. */
      dates: z.object({ registrationDeadline: datedAs('until'), orientation: datedAs('happens'), day1: datedAs('happens'), day2: datedAs('happens') }),
      workshopsDaysBefore: z.number().int().positive('pre-event workshops start a whole number of days before day 1'),
      shortlist: z
        .object({ min: z.number().int().positive(), max: z.number().int().positive() })
        .refine((s) => s.min <= s.max, 'the shortlist minimum cannot exceed its maximum'),
      finale: z.object({ teams: z.number().int().positive(), pitchMinutes: z.number().int().positive(), qaMinutes: z.number().int().positive() }),
      awards: shown(z.array(z.string().min(2)).min(1, 'list at least one award')),
      team: z.object({
        maxMembers: z.number().int().min(1).max(4, 'teams have at most 4 members'),
        ideaSummaryWords: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
        rules: shown(z.array(z.string()).min(1)),
      }),
      eligibility: z.object({ years: shown(z.array(z.string()).min(1)), programmes: shown(z.array(z.string()).min(1)) }),
      paymentCategories: shown(z.array(z.enum(['Team fee', 'Participation fee'], 'a payment category is "Team fee" or "Participation fee"')).min(1)),
      themes: shown(z.array(z.string()).min(1)),
      committee: eventCommitteeSchema(person),
      forms: z.object({ preliminary: href, final: href }),
      documents: z.array(link).default([]),
      email,
      sample,
    })
    .superRefine((e, issue) => {
      const { registrationDeadline, orientation, day1, day2 } = e.dates;
      if (e.published > registrationDeadline)
        issue.addIssue({ code: 'custom', path: ['published'], message: 'announce the event (published) before its registration deadline' });
      if (!(registrationDeadline < orientation && orientation < day1 && day1 < day2)) {
        issue.addIssue({ code: 'custom', path: ['dates'], message: 'the dates run in order: registration deadline, orientation, day 1, day 2' });
      }
    });
