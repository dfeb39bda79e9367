/** Quality assurance: the course file index, the academic audit and the best practices. */
import { z } from 'astro/zod';
import { datedAs, sample, shown, text } from './common.ts';
import { atMostOnce } from './rules.ts';

// ---------------------------------------------------------------- course file index

const indexItem = z.object({
  item: shown(text('item')),
  /** Parts of the item, listed under it (a, b, c…). */
  subItems: shown(z.array(text('sub-item')).min(2, 'list at least two sub-items, or remove subItems')).optional(),
});

export const courseFileIndexSchema = z.object({
  theory: z.array(indexItem).min(1, 'list at least one item of the theory course file'),
  practical: z.array(z.object({ item: shown(text('item')) }).strict()).min(1, 'list at least one item of the practical course file'),
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

export const auditVisit = z
  .object({
    label: shown(text('label of the audit round')),
    from: datedAs('happens'),
    to: datedAs('happens'),
  })
  .refine((v) => v.from <= v.to, { message: 'the audit cannot end (to) before it starts (from)', path: ['to'] });

export const departmentObservations = z.object({
  department: shown(text('department')),
  rows: z
    .array(
      z.object({
        issue: shown(z.enum(OBSERVATION_ISSUES, `issue must be one of: ${OBSERVATION_ISSUES.join('; ')}`)),
        observation: shown(text('observation')),
        remarks: shown(text('remarks or highlights')),
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
  process: shown(z.array(text('step')).min(3, 'describe the audit process in at least three steps')),
  /** Audit rounds, earliest first; whether each is past or upcoming follows from its dates on the day of the build. */
  schedule: z
    .array(auditVisit)
    .min(1, 'list at least one audit round')
    .refine((visits) => visits.every((v, i) => i === 0 || visits[i - 1]!.from <= v.from), 'list the audit rounds earliest first (by from)'),
  observations: z.array(departmentObservations).min(1, 'list the observations of at least one department'),
  coPoNote: shown(text('note on CO-PO attainment')),
  recommendations: shown(z.array(text('recommendation')).min(1, 'write at least one common recommendation')),
  measures: z
    .array(z.object({ title: shown(z.enum(QUALITY_MEASURES, `title must be one of: ${QUALITY_MEASURES.join(', ')}`)), text: shown(text('text of the card')) }))
    .min(1, 'give at least one quality-assurance measure card')
    .superRefine((cards, ctx) => atMostOnce(cards, (c) => c.title, 'quality-assurance measure', ctx)),
  sample,
});

// ---------------------------------------------------------------- best practices

export const bestPracticesSchema = z.object({
  themes: z
    .array(z.object({ theme: shown(text('theme')), practices: shown(z.array(text('practice')).min(1, 'list at least one practice under each theme')) }))
    .min(1),
  sample,
});
