import type { Example } from '../../gallery/types.ts';
import AdmissionSteps from './AdmissionSteps.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'How to apply as numbered steps, the apply step following the admission cycles and the last giving the confirmation payment.';
export const component = AdmissionSteps;

export const examples: Example[] = [{ name: 'As the build day finds admissions' }];
