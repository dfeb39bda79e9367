import { getSchoolFaculty } from '../../data/people.ts';
import type { Example } from '../../gallery/types.ts';
import FacultyCard from './FacultyCard.astro';

// Real people with a profile (sample people), so the card shows what the site shows.
const cards = (await getSchoolFaculty('pharmacy', 'en')).flatMap((group) => group.people);
const card = (id: string) => {
  const found = cards.find((c) => c.id === id);
  if (!found) throw new Error(`FacultyCard fixtures: no person "${id}" with a profile in src/content/data/people`);
  return found;
};

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'A faculty profile with its Show More Details toggle.';
export const component = FacultyCard;
export const screenshots = true;

export const examples: Example[] = [
  { name: 'Faculty member, details collapsed', props: { profile: card('meera-sample'), headingLevel: 3 } },
  { name: 'Another faculty member', props: { profile: card('sanjay-sample'), headingLevel: 3 } },
];
