import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import EventRules from './EventRules.astro';

// The event a page names in its front matter (event={frontmatter.event}).
const event = await firstId('event');

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'Who may take part and how teams are formed: team size and rules, eligibility, the idea summary and the payment category.';
export const component = EventRules;

export const examples: Example[] = [{ name: 'The first event of the events folder', props: { event } }];
