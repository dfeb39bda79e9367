import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import EventRegistration from './EventRegistration.astro';

// The event a page names in its front matter (event={frontmatter.event}).
const event = await firstId('event');

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The event's registration forms while registration is open (else when it closed), its documents and the organisers' e-mail.";
export const component = EventRegistration;

export const examples: Example[] = [{ name: 'The first event of the events folder', props: { event } }];
