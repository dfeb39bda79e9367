import type { Example } from '../../gallery/types.ts';
import PageText from './PageText.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The words of another page shown here, so a text is written once (its officer card left out).';
export const component = PageText;

export const examples: Example[] = [{ name: 'A message page', props: { of: 'chancellor-message' } }];
