import type { Example } from '../../gallery/types.ts';
import BestPractices from './BestPractices.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The University's best practices, one card per theme.";
export const component = BestPractices;

export const examples: Example[] = [{ name: 'Every theme' }];
