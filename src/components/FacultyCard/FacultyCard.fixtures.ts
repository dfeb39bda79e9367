import { getPharmacyFaculty } from '../../data/people';
import type { Example } from '../../gallery/types';

// Real people with a profile (sample people), so the card shows what the site shows.
const [first, second] = (await getPharmacyFaculty()).flatMap((group) => group.people);

export const examples: Example[] = [
  { name: 'Faculty member, details collapsed', props: { profile: first, headingLevel: 3 } },
  { name: 'Another faculty member', props: { profile: second, headingLevel: 3 } },
];
