import type { Example } from '../../gallery/types.ts';
import FloatingActions from './FloatingActions.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The floating call button and chat link.';
export const component = FloatingActions;
export const screenshots = true;

export const examples: Example[] = [
  { name: 'Call button only', props: { chat: false } },
  { name: 'With the chat link', props: { chat: true } },
];
