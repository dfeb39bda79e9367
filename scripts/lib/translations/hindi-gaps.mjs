/**
 * Every text a page shows from data that has no Hindi value: the schemas
 * mark such fields with `shown()` (src/schemas/common.ts), and each marked
 * text with Latin letters needs its line in the Hindi dictionaries
 * (src/content/data/translations/hi/), or the same text on both sides for a
 * name kept in Latin script. Placeholders (NIL, NA, -) are never shown, so
 * they need none. `npm run check` lists each gap with its file, line and field
 * for the Hindi editor, as a warning: until its line is written, Hindi pages
 * show the English text marked as not yet translated.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readYamlFile } from '../../../src/content-io/content-files.ts';
import { def, meta, unwrap } from '../../../src/content-io/schema-shape.ts';

const LATIN = /[A-Za-z]/;
/** The folder of the Hindi dictionaries, from the project folder. */
export const DICTIONARIES = 'src/content/data/translations/hi';

/** Each Hindi dictionary (its path from the project folder) with the English texts it translates; null when there are none. */
export function hindiDictionaries(root) {
  const folder = `${root}/${DICTIONARIES}`;
  if (!existsSync(folder)) return null;
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith('.yaml'))
      .sort()
      .map((file) => [`${DICTIONARIES}/${file}`, new Set(Object.keys(readYamlFile(`${DICTIONARIES}/${file}`, root) ?? {}))]),
  );
}

/** Every line of the Hindi dictionaries: English text → its Hindi. */
export function hindiLines(root) {
  const folder = `${root}/${DICTIONARIES}`;
  if (!existsSync(folder)) return {};
  const files = readdirSync(folder).filter((file) => file.endsWith('.yaml'));
  return Object.assign({}, ...files.map((file) => readYamlFile(`${DICTIONARIES}/${file}`, root) ?? {}));
}

/** The English texts the Hindi dictionaries translate. */
export function hindiDictionary(root) {
  const dictionaries = hindiDictionaries(root);
  return dictionaries && new Set([...dictionaries.values()].flatMap((texts) => [...texts]));
}

const isShown = (schema) => Boolean(meta(schema).shown || meta(unwrap(schema).schema).shown);

/** The strings of a value shown as it is (a text, or a list of texts), with their paths. */
function* stringsOf(value, path) {
  if (typeof value === 'string') yield { text: value, path };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, [...path, i]);
}

/** The texts of `value` that its schema marks as shown, with their field paths. */
export function* shownTexts(schema, value, path = []) {
  if (value === undefined || value === null || !schema) return;
  if (isShown(schema)) return yield* stringsOf(value, path);
  const d = def(unwrap(schema).schema);
  if (d.type === 'object' && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(d.shape)) yield* shownTexts(field, value[key], [...path, key]);
  } else if (d.type === 'array' && Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* shownTexts(d.element, item, [...path, i]);
  }
}

const fieldName = (path) => path.reduce((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '');

/**
 * The shown texts of one entry that have no Hindi value.
 * @param {import('../../../src/content-io/entries.ts').Entry} entry
 * @param {Set<string>} dictionary
 * @param {(field: string, value: string) => boolean} isPlaceholder
 * @returns {(import('../../../src/content-io/entries.ts').Problem & { text: string, path: (string | number)[] })[]}
 */
export function hindiGaps(entry, schema, dictionary, isPlaceholder) {
  const problems = [];
  for (const { text, path } of shownTexts(schema, entry.data)) {
    const field = String(path.findLast((key) => typeof key === 'string') ?? '');
    if (!LATIN.test(text) || dictionary.has(text) || isPlaceholder(field, text)) continue;
    problems.push({
      text,
      path,
      file: entry.file,
      line: entry.lineOf(path),
      field: entry.label === entry.file ? fieldName(path) : `${entry.id} › ${fieldName(path)}`,
      problem: `"${text}" has no Hindi text yet, so Hindi pages show it in English, marked as not yet translated`,
      fix: `add the line  ${JSON.stringify(text)}: <its Hindi>  to the dictionary of its area in ${DICTIONARIES}/ (for a name kept in Latin script, the same text on both sides)`,
    });
  }
  return problems;
}
