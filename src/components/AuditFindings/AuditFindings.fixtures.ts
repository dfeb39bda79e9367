import type { Example } from '../../gallery/types.ts';
import AuditFindings from './AuditFindings.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The close of the academic audit report: the CO-PO attainment note, the common recommendations and the quality-assurance measures.';
export const component = AuditFindings;

export const examples: Example[] = [{ name: "The audit report's close" }];
