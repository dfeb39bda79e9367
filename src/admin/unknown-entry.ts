/**
 * An entry address that names no file (a mistyped `#/collections/people/entries/no-such-person`):
 * Decap opens an empty form marked Published, and publishing it would create
 * the file. The editor says at the top of the page that there is no such
 * entry and offers the collection's list, and refuses to save it. An entry
 * that exists has its file's text; a new one is marked new.
 */
interface Entry {
  get(key: string): unknown;
}

const NOTE_CLASS = 'unknown-entry';

/** Whether the entry is neither read from a file nor new: its address names nothing. */
export const isUnknownEntry = (entry: Entry) => !entry.get('newRecord') && !entry.get('raw') && Boolean(entry.get('slug'));

export function removeNote() {
  document.querySelector(`.${NOTE_CLASS}`)?.remove();
}
window.addEventListener('hashchange', removeNote);

/** Says so at the foot of the screen when the open entry is unknown; `labels` names each collection as its side list does. */
export function noteUnknownEntry(entry: Entry, labels: ReadonlyMap<string, string>) {
  const collection = String(entry.get('collection'));
  // A preview drawn once more as the editor leaves the entry says nothing.
  const open = location.hash.startsWith(`#/collections/${collection}/entries/${String(entry.get('slug'))}`);
  if (!isUnknownEntry(entry) || !open) return removeNote();
  if (document.querySelector(`.${NOTE_CLASS}[data-collection="${CSS.escape(collection)}"]`)) return;
  removeNote();
  const note = document.createElement('p');
  note.className = NOTE_CLASS;
  note.dataset.collection = collection;
  note.setAttribute('role', 'alert');
  const list = document.createElement('a');
  list.href = `#/collections/${collection}`;
  list.textContent = `the list of ${labels.get(collection) ?? collection}`;
  note.append(`There is no entry "${String(entry.get('slug'))}" here: the address may be mistyped. Pick one from `, list, ', or add a new one there.');
  document.body.prepend(note);
}

/** The refusal to save an unknown entry, in the words of the note. */
export const unknownEntryProblem = (entry: Entry) =>
  `There is no entry "${String(entry.get('slug'))}" here, so nothing was saved: pick one from the list, or add a new one there.`;
