/** Reads officers from the people collection (src/content/data/people/*.yaml). */
import { getEntry } from 'astro:content';

export async function getPerson(id: string) {
  const entry = await getEntry('people', id);
  if (!entry) throw new Error(`No person "${id}": add src/content/data/people/${id}.yaml, or fix the reference to it`);
  return entry.data;
}

/** Name and designation lines of a table row that refers to an officer. */
export async function personLines(id: string): Promise<string[]> {
  const person = await getPerson(id);
  return [person.name, person.title];
}
