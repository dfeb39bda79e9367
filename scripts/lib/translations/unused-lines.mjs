/**
 * The lines of the Hindi dictionaries that nothing uses any more: no page of
 * the last build looked their English up, and no data file writes it (a text
 * renamed or removed by hand leaves its line behind). A line whose English a
 * data file still writes, such as the title of a notice not published yet,
 * is in use.
 */
import { readSourceFile } from '../../../src/content-io/source-file.ts';
import { fillSessionWith } from '../../../src/lib/session-placeholder.ts';
import { hindiDictionaries } from './hindi-gaps.mjs';
import { textSources } from './text-sources.mjs';

// A text with no Latin letters is never looked up: it reads the same in Hindi.
const LATIN = /[A-Za-z]/;

/**
 * @param {Set<string>} looked the lines (English, as written) the last build looked up
 * @returns {{ file: string, line: number, text: string }[]}
 */
export function unusedLines(looked, { root = process.cwd(), session = '' } = {}) {
  const shown = (text) => fillSessionWith(text, session);
  const candidates = [...(hindiDictionaries(root) ?? [])].flatMap(([file, texts]) =>
    [...texts].filter((text) => LATIN.test(text) && !looked.has(text)).map((text) => ({ file, text })),
  );
  const written = textSources(
    candidates.map(({ text }) => shown(text)),
    { root, session },
  );
  return candidates
    .filter(({ text }) => !written.has(shown(text)))
    .map(({ file, text }) => ({ file, text, line: readSourceFile(`${root}/${file}`).lineOf([text]) }));
}
