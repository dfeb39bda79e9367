import type { Example } from '../../gallery/types.ts';
import Badge from './Badge.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'Short status words beside a title.';
export const component = Badge;
export const screenshots = true;

export const examples: Example[] = [
  { name: 'New', props: { tone: 'new' }, slot: 'New' },
  { name: 'Pending', props: { tone: 'pending' }, slot: 'Not yet published' },
];
