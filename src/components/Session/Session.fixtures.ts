import type { Example } from '../../gallery/types.ts';
import Session from './Session.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The current academic session, for page text.';
export const component = Session;

export const examples: Example[] = [{ name: 'In a sentence' }];
