import type { Example } from '../../gallery/types.ts';
import AdmissionRules from './AdmissionRules.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The admission rules of every programme, by school; programmes that share rules are listed together.';
export const component = AdmissionRules;

export const examples: Example[] = [{ name: 'Every school' }];
