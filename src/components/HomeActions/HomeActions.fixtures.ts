import type { Example } from '../../gallery/types.ts';
import HomeActions from './HomeActions.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The home page's first actions: apply while a cycle is open (else an enquiry), and explore the programmes.";
export const component = HomeActions;

export const examples: Example[] = [{ name: 'As the build day finds admissions' }];
