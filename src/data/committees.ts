/**
 * Student support committees (src/content/data/committees): each seat with
 * the names, posts and contacts of the people in it, read from their files in
 * src/content/data/people, so a change of member is one change in one file.
 */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { displayName, getPeople, roleOf } from './people.ts';
import { entryIn } from './translations.ts';

export interface CommitteeMember {
  id: string;
  name: string;
  /** Their office, or post and department, in the page's language. */
  role: string;
  phone?: string;
  email?: string;
}

/** The committee in the order of its file: its name, contact and seats, with words of data files in a language. */
export async function getCommittee(id: string, lang: Lang) {
  const data = await entryIn(lang, 'committees', (await requireEntry('committees', id, `src/content/data/committees/${id}.yaml`)).data);
  const seats = await Promise.all(
    data.seats.map(async (seat) => ({
      constitution: seat.constitution,
      status: seat.status,
      members: (await getPeople(seat.people, lang)).map((person): CommitteeMember => ({
        id: person.id,
        name: displayName(person),
        role: roleOf(person),
        phone: person.contact.phone,
        email: person.contact.email,
      })),
    })),
  );
  return { name: data.name, contact: data.contact, seats };
}
