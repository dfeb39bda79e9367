import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import Facility from './Facility.astro';

const facility = await firstId('facilities');

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The one layout of the facility pages: the page's pictures (a carousel, or a banner for one) and the page's own words.";
export const component = Facility;

export const examples: Example[] = [
  { name: 'A facility with its words', props: { id: facility }, slot: '<p>The page writes its own words inside the tag.</p>' },
];
