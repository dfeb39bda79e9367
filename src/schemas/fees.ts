/** Fees beyond the programmes' yearly fees (fees.yaml) and the scholarship schemes (scholarships.yaml). */
import { z } from 'astro/zod';
import { href, rupees, sample, shown } from './common.ts';
import { isSession } from '../lib/admission-cycle.ts';

/**
 * A fee the university has not published yet: `pending`, with the office that
 * answers meanwhile (its name and the page with its contact); then its amount.
 */
const feeToAsk = z.object({
  /** The fee a year in whole rupees, or `pending` while it is not published (never a guess). */
  perYear: z.union([z.literal('pending').meta({ choice: 'Pending: not yet published' }), rupees.meta({ choice: 'The fee a year' })]),
  /** Whom to ask about it: the office's name, and its contact page (an internal route) or a mailto:/tel: link. */
  ask: z.object({ office: shown(z.string().min(3, 'name the office, e.g. Admissions help desk')), contact: href }),
});

/** Fee-related figures that are not a programme's yearly fee. */
export const feesSchema = z.object({
  /** The session these figures (and programmes.yaml's fees and intake) are for, a session of admission-cycles.yaml. */
  session: z.string().refine(isSession, 'write the session as two consecutive years, e.g. 2025-26'),
  /** The hostel fee a year (/hostel-facilities and /fee-structure show it, or whom to ask while it is pending). */
  hostel: feeToAsk,
  extraCharges: z
    .array(
      z.object({
        label: shown(z.string()),
        amount: rupees,
        frequency: z.enum(['once', 'per-year'], 'frequency is "once" or "per-year"'),
        refundable: z.boolean().default(false),
        note: shown(z.string()).optional(),
      }),
    )
    .default([]),
  confirmationPayment: z.object({
    amount: rupees,
    modes: shown(z.array(z.string()).min(1, 'say how the payment can be made, e.g. Demand draft')),
  }),
  /** The fee refund policy (/fee-refund-policy): how much of the fees paid comes back, by when a student withdraws. */
  refunds: z.object({
    /** Earliest withdrawal first; a later withdrawal never gets a larger refund. */
    schedule: z
      .array(
        z.object({
          when: shown(z.string().min(5, 'say when the student withdraws, e.g. "15 days or more before the last date of admission"')),
          percent: z.number().int().min(0).max(100, 'a refund is at most 100 per cent of the fees paid'),
        }),
      )
      .min(1, 'give the refund schedule at least one row')
      .refine((rows) => rows.every((row, i) => i === 0 || row.percent <= rows[i - 1]!.percent), {
        message: 'list the refund schedule earliest withdrawal first: a later withdrawal never gets a larger refund than an earlier one',
      }),
    /** Kept from a refund for processing it: a share of the fees, up to a cap. */
    processingFee: z.object({ percent: z.number().min(0).max(100), maxAmount: rupees }).optional(),
  }),
  sample,
});

export const scholarshipsSchema = z.object({
  schemes: z.array(z.object({ name: shown(z.string()), href, sample })).min(1, 'list at least one scholarship scheme'),
});
