import type { Example } from '../../gallery/types.ts';
import HomeCourses from './HomeCourses.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The home page's courses section: heading, see-all link and one card per school.";
export const component = HomeCourses;

export const examples: Example[] = [{ name: 'The school cards' }];
