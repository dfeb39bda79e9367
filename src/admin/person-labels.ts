/**
 * A folded list item shows its first value, and a person is picked by the
 * name of their file (dean-eng), which tells an editor little: a folded item
 * whose label names a person's file reads as their name and post instead
 * ("Prof. (Dr.) Rajeev Sharma, Professor and Dean"). Decap draws the label;
 * only the words of its text change, in the same text node, so that Decap's
 * next drawing (another person picked) writes over them and is worded again.
 */
import { existsSync } from './site-files.ts';
import { readDataFile } from '../content-io/content-files.ts';
import { DATA } from '../content-io/sources.ts';
import { displayName, postOf, type PersonNaming } from '../lib/person-naming.ts';

/** A person's name and post, by the name of their file; undefined when no person's file has that name. */
function personWords(id: string): string | undefined {
  if (!/^[a-z0-9-]+$/.test(id) || !existsSync(`${DATA}/people/${id}.yaml`)) return undefined;
  const person = readDataFile<PersonNaming>(`people/${id}.yaml`);
  return [displayName(person), postOf(person)].filter(Boolean).join(', ');
}

function wordPeople() {
  for (const label of document.querySelectorAll('[class*=NestedObjectLabel]')) {
    const text = label.firstChild;
    if (text?.nodeType !== Node.TEXT_NODE) continue;
    const words = personWords(String(text.nodeValue).trim());
    if (words) text.nodeValue = words;
  }
}

new MutationObserver(wordPeople).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
