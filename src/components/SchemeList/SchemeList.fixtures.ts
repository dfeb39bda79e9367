import type { Example } from '../../gallery/types.ts';
import SchemeList from './SchemeList.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The scholarship schemes, each with a link to its details.';
export const component = SchemeList;

export const examples: Example[] = [{ name: 'Every scheme' }];
