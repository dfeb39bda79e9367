import { getEntry } from 'astro:content';
import type { Example } from '../../gallery/types';

// Real entries of the faculty collection (sample people), so the card shows what the site shows.
const withPhotoPlaceholder = await getEntry('faculty', 'pharmaceutical-chemistry-and-analysis/meera-sample');
const another = await getEntry('faculty', 'pharmaceutical-chemistry-and-analysis/sanjay-sample');

export const examples: Example[] = [
  { name: 'Faculty member, details collapsed', props: { profile: withPhotoPlaceholder, headingLevel: 3 } },
  { name: 'Another faculty member', props: { profile: another, headingLevel: 3 } },
];
