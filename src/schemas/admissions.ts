/** Admission cycles (admission-cycles.yaml): when each session's applications open and close, and where to apply. */
import { z } from 'astro/zod';
import { datedAs, href, sample } from './common.ts';
import { isSession } from '../lib/admission-cycle.ts';

export const admissionCycleSchema = z
  .object({
    /** The academic session the cycle admits to, e.g. 2026-27. */
    session: z.string().refine(isSession, 'write the session as two consecutive years, e.g. 2026-27'),
    /** The first day applications are accepted. */
    opens: datedAs('publishes'),
    /** The last day applications are accepted. */
    closes: datedAs('until'),
    /** The online application form of this cycle; every "Apply" on the site leads to it (through /admission-apply) while the cycle is open. */
    form: href,
    sample,
  })
  .refine((c) => c.opens <= c.closes, { message: 'closes cannot be before opens', path: ['closes'] });
