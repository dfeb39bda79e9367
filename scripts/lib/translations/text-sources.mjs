/**
 * Where a text shown on the pages is written in the data files: each file,
 * line and field that holds it, so `npm run translations` can say, for a
 * text a Hindi page showed in English, which field of which file lacks its
 * Hindi value.
 */
import { globSync } from 'tinyglobby';
import { readSourceFile } from '../../../src/content-io/source-file.ts';
import { fillSessionWith } from '../../../src/lib/session-placeholder.ts';

/** Data files whose texts pages show; the dictionaries and the glossary are the translations themselves. */
const DATA_FILES = ['src/content/data/**/*.{yaml,json}', '!src/content/data/translations/**', '!src/content/data/glossary/**'];

/** Every text of a value, with its field path ("profile.experience", "highlights[1].value"). */
function* textsOf(value, path = []) {
  if (typeof value === 'string') yield { text: value, path };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* textsOf(item, [...path, i]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* textsOf(item, [...path, key]);
}

const fieldName = (path) => path.reduce((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '');

/**
 * The places that write each of `texts`, by text: file, line and field. A
 * text written with {session} in its file is found under the filled-in form
 * too, as pages show it.
 * @param {string[]} texts
 * @param {{ root?: string, session?: string }} [options]
 * @returns {Map<string, { file: string, line: number, field: string }[]>}
 */
export function textSources(texts, { root = process.cwd(), session } = {}) {
  const wanted = new Set(texts);
  const found = new Map();
  for (const file of globSync(DATA_FILES, { cwd: root }).sort()) {
    const source = readSourceFile(`${root}/${file}`);
    if (source.error) continue;
    for (const { text, path } of textsOf(source.data)) {
      const shown = session ? fillSessionWith(text, session) : text;
      if (!wanted.has(shown)) continue;
      if (!found.has(shown)) found.set(shown, []);
      found.get(shown).push({ file, line: source.lineOf(path), field: fieldName(path) });
    }
  }
  return found;
}
