import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import SchoolPage from './SchoolPage.astro';

const school = await firstId('schools');

/** What the component is for, shown above its examples in the gallery. */
export const summary = "A school's page: its introduction (written by the page), facts, message and programme cards from the school's file.";
export const component = SchoolPage;

export const examples: Example[] = [{ name: 'A school', props: { school }, slots: { intro: '<p>The page writes the introduction inside the slot.</p>' } }];
