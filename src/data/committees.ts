/**
 * Student support committees (src/content/data/committees): each seat with
 * the names, posts and contacts of the people in it, read from their files in
 * src/content/data/people, so a change of member is one change in one file.
 */
import { requireEntry } from './entry.ts';
import { displayName, getPeople, roleOf } from './people.ts';
import { inLanguage } from '../lib/person-naming.ts';
import type { Translate } from './translations.ts';

export interface CommitteeMember {
  id: string;
  name: string;
  /** Their office, or post and department, in the page's language. */
  role: string;
  phone?: string;
  email?: string;
}

/** The committee in the order of its file: its name, contact and seats, with words of data files in the page's language. */
export async function getCommittee(id: string, translate: Translate) {
  const { data } = await requireEntry('committees', id, `src/content/data/committees/${id}.yaml`);
  const seats = await Promise.all(
    data.seats.map(async (seat) => ({
      constitution: translate(seat.constitution),
      status: translate(seat.status),
      members: (await getPeople(seat.people)).map((person): CommitteeMember => ({
        id: person.id,
        name: displayName(person),
        role: roleOf(inLanguage(person, translate)),
        phone: person.contact.phone,
        email: person.contact.email,
      })),
    })),
  );
  return { name: translate(data.name), contact: data.contact, seats };
}
