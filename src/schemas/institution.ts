/** The university as an institution: statutory approvals, employee benefits, vision and mission, organisation chart. */
import { z } from 'astro/zod';
import { href, paragraphs, sample, shown, text } from './common.ts';
import { atMostOnce, type PersonRef } from './rules.ts';

// ---------------------------------------------------------------- statutory approvals

export const APPROVALS = ['aicte', 'gazette', 'ugc'] as const;

export const statutoryApprovalsSchema = (person: PersonRef) =>
  z.object({
    /** The EOA (extension of approval) report, opened by the "View the EOA report" button. */
    eoaReport: href,
    /** Whom to ask for a document not published here yet (a person in data/people): the page gives their office and e-mail. */
    askFor: person,
    cards: z
      .array(
        z.object({ kind: z.enum(APPROVALS, `kind must be one of: ${APPROVALS.join(', ')}`), title: shown(text('title')), text: shown(text('text')), href }),
      )
      .min(1, 'give at least one approval card')
      .superRefine((cards, ctx) => atMostOnce(cards, (c) => c.kind, 'approval card', ctx)),
  });

// ---------------------------------------------------------------- employee benefits

export const BENEFITS = ['gratuity', 'group-mediclaim', 'state-insurance', 'maternity', 'personal-accident', 'edli'] as const;
export const FIGURE_UNITS = ['rupees', 'days', 'weeks', 'years', 'times'] as const;

export const benefitFigure = z.object({
  label: shown(text('label of the figure')),
  value: z.number().positive('a figure is a number above 0'),
  unit: z.enum(FIGURE_UNITS, `unit must be one of: ${FIGURE_UNITS.join(', ')}`),
  /** Words before the value: "up to", "after". */
  before: z.string().optional(),
  /** Words after the value: "of salary for each year of service", "a month". */
  after: z.string().optional(),
});

export const employeeBenefitsSchema = z.object({
  benefits: z
    .array(z.object({ kind: z.enum(BENEFITS), title: shown(text('title')), text: shown(paragraphs('text')), figures: z.array(benefitFigure).default([]) }))
    .min(1, 'describe at least one benefit')
    .superRefine((rows, ctx) => atMostOnce(rows, (r) => r.kind, 'benefit', ctx)),
  sample,
});

// ---------------------------------------------------------------- vision, mission, quality policy; organisation chart

export const visionMissionSchema = z.object({
  vision: shown(text('vision')),
  mission: shown(z.array(text('mission statement')).min(1)),
  qualityPolicy: shown(paragraphs('quality policy')),
  sample,
});

export type OrgNode = { label: string; href?: string; children?: OrgNode[] };
export const orgNode: z.ZodType<OrgNode> = z.lazy(() =>
  z.object({
    label: shown(text('label of the box').max(40, 'keep chart labels under 40 characters so they fit their box')),
    href: href.optional(),
    children: z.array(orgNode).min(1, 'remove an empty children list').optional(),
  }),
);

export const orgChartSchema = z.object({ root: orgNode, sample });
