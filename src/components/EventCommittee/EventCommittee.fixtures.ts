import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import EventCommittee from './EventCommittee.astro';

// The event a page names in its front matter (event={frontmatter.event}).
const event = await firstId('event');

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The event committee: serial number, name, designation and role.';
export const component = EventCommittee;

export const examples: Example[] = [{ name: 'The first event of the events folder', props: { event } }];
