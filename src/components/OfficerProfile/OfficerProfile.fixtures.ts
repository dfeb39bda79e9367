import type { Example } from '../../gallery/types.ts';
import OfficerProfile from './OfficerProfile.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The one layout of every officer's page: photograph, name, office, figures and contact, then the words the page writes inside the tag.";
export const component = OfficerProfile;

// People files the officer pages name; the words are the page's own.
export const examples: Example[] = [
  { name: 'Card only', props: { person: 'vice-chancellor' } },
  {
    name: 'With words and a signature',
    props: { person: 'registrar', signed: true },
    slot: '<p>The page writes the welcome and the message inside the tag.</p>',
  },
];
