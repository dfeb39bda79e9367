import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import EventStructuredData from './EventStructuredData.astro';

// The event a page names in its front matter (event={frontmatter.event}).
const event = await firstId('event');

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The event's schema.org Event data for search engines (a script element: nothing to see).";
export const component = EventStructuredData;

export const examples: Example[] = [{ name: 'The first event of the events folder', props: { event } }];
