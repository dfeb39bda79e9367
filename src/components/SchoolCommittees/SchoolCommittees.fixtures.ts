import { readCollection } from '../../data/entry.ts';
import type { Example } from '../../gallery/types.ts';
import SchoolCommittees from './SchoolCommittees.astro';

// A school that committees name.
const committee = (await readCollection('schoolCommittees'))[0]!;
const school = typeof committee.data.school === 'string' ? committee.data.school : committee.data.school.id;

/** What the component is for, shown above its examples in the gallery. */
export const summary = "A school's committees: name, coordinator or chairperson and members.";
export const component = SchoolCommittees;

export const examples: Example[] = [{ name: 'The committees of a school', props: { school } }];
