import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import EventProgramme from './EventProgramme.astro';

// The event a page names in its front matter (event={frontmatter.event}).
const event = await firstId('event');

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'How the event runs: workshops, the shortlist, the pitch finale and the awards.';
export const component = EventProgramme;

export const examples: Example[] = [{ name: 'The first event of the events folder', props: { event } }];
