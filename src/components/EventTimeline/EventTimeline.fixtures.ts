import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import EventTimeline from './EventTimeline.astro';

// The event a page names in its front matter (event={frontmatter.event}).
const event = await firstId('event');

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The event's dates as of the build day, where the event stands, and the calendar download until it is over.";
export const component = EventTimeline;

export const examples: Example[] = [{ name: 'The first event of the events folder', props: { event } }];
