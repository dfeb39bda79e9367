import type { Example } from '../../gallery/types.ts';
import Callout from './Callout.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'A highlighted note, warning or confirmation inside a page.';
export const component = Callout;
export const screenshots = true;

export const examples: Example[] = [
  { name: 'Note', props: { type: 'note', title: 'Remember' }, slot: '<p>Bring the original documents and TWO sets of photocopies.</p>' },
  { name: 'Warning', props: { type: 'warning', title: 'Do not apply through private agencies' }, slot: '<p>Apply only on the official portals.</p>' },
  { name: 'Success', props: { type: 'success' }, slot: '<p>Your enquiry has been received.</p>' },
];
