import type { Example } from '../../gallery/types.ts';
import AuditObservations from './AuditObservations.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The academic audit's observations per department: a summary list, or each department's full table.";
export const component = AuditObservations;

export const examples: Example[] = [
  { name: 'Summary (the IQAC page)', props: { view: 'summary' } },
  { name: 'Full report', props: { view: 'report' } },
];
