/**
 * A reference to an entry that does not exist, in the check's words (also the browser editor's, src/admin/entry-check.ts);
 * `known`, the ids of the entries of its collection. Null when it exists.
 */
export function missingReference({ collection, id }, known) {
  if (known.includes(id)) return null;
  return {
    field: `reference to ${collection}`,
    problem: `there is no "${collection}" entry with the id "${id}"`,
    fix: known.length
      ? `use one of the existing ids (${known.slice(0, 8).join(', ')}${known.length > 8 ? ', …' : ''}), or add that entry first`
      : `add the "${collection}" entry first`,
  };
}
