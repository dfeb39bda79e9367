import type { Example } from '../../gallery/types.ts';
import ExtraCharges from './ExtraCharges.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The charges besides tuition and the initial confirmation payment.';
export const component = ExtraCharges;

export const examples: Example[] = [{ name: 'Every charge' }];
