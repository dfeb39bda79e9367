/**
 * Dates that have passed as of a day, for the content report, found by what
 * each collection's schema declares a date means (`datedAs` in
 * src/schemas/common.ts), never by its field's name: the last day of
 * something current (`until`) and a day something takes place (`happens`).
 * A publication day (`publishes`) never goes out of date.
 */
import { loadCollections } from '../../../src/content-io/collections.ts';
import { listEntries } from '../../../src/content-io/entries.ts';
import { datedFields } from '../../../src/schemas/dated-fields.ts';
import { fieldLabel } from '../content-check/explain.mjs';

const WHY = {
  until: (day) => `the last day, ${day}, has passed`,
  happens: (day) => `the day ${day} is in the past`,
};

/**
 * @param {{ root?: string, today: string }} options today as YYYY-MM-DD
 * @returns {Promise<{ file: string, line: number, kind: 'stale', field: string, detail: string }[]>}
 */
export async function passedDateRows({ root = process.cwd(), today }) {
  const rows = [];
  for (const [name, { source, schema }] of Object.entries(await loadCollections(root))) {
    for (const entry of listEntries(root, name, source).entries) {
      for (const { path, day, role } of datedFields(schema, entry.data)) {
        if (!WHY[role] || day >= today) continue;
        // An entry of a list file is named by its id, as the rest of the report names it.
        const field = entry.label === entry.file ? fieldLabel(path) : [`"${entry.id}"`, ...(path.length ? [fieldLabel(path)] : [])].join(' › ');
        rows.push({ file: entry.file, line: entry.lineOf(path), kind: 'stale', field, detail: WHY[role](day) });
      }
    }
  }
  return rows;
}
