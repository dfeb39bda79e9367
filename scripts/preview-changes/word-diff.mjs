/**
 * The words a change adds and removes on a page, compared word by word
 * (jsdiff, with the language's own word boundaries, so that Hindi words stay
 * whole), and shown as the lines (paragraphs, headings, cells…) they are in,
 * each cut to a few words around its changes.
 */
import { diffWords } from 'diff';

/** Beyond this many words added or removed the two texts are shown as replaced whole rather than compared. */
const MAX_EDIT = 20_000;

/**
 * jsdiff's parts ({ value, added, removed }) turning the lines before into the lines after.
 * @param {string[]} before
 * @param {string[]} after
 * @param {string} lang
 */
export function diffText(before, after, lang) {
  const [a, b] = [before.join('\n'), after.join('\n')];
  const intlSegmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return (
    diffWords(a, b, { intlSegmenter, maxEditLength: MAX_EDIT }) ?? [
      { value: a, removed: true, added: false, count: 1 },
      { value: b, added: true, removed: false, count: 1 },
    ]
  );
}

/** Every run of added text, as it reads. */
export const addedTexts = (parts) => parts.filter((part) => part.added && part.value.trim()).map((part) => part.value.replace(/\s+/g, ' ').trim());

/** Unchanged text next to a change, cut to `words` words on the side(s) that touch a change. */
function shorten(text, { keepStart, keepEnd }, words) {
  const all = text.trim().split(/\s+/);
  if (all.length <= 2 * words) return text;
  const lead = /^\s*/.exec(text)[0];
  const trail = /\s*$/.exec(text)[0];
  const start = keepStart ? `${all.slice(0, words).join(' ')} ` : '';
  const end = keepEnd ? ` ${all.slice(-words).join(' ')}` : '';
  return `${lead}${start}…${end}${trail}`;
}

/**
 * The lines that hold a change, each a list of pieces { text, change?: 'added'|'removed' },
 * and how many more changed lines there were beyond `maxLines`.
 */
export function changedLines(parts, { maxLines = 40, context = 8 } = {}) {
  const lines = [[]];
  for (const part of parts) {
    const change = part.added ? 'added' : part.removed ? 'removed' : undefined;
    part.value.split('\n').forEach((text, index) => {
      if (index) lines.push([]);
      if (text) lines.at(-1).push(change && text.trim() ? { text, change } : { text });
    });
  }
  const withChanges = lines.filter((line) => line.some((piece) => piece.change));
  return {
    lines: withChanges
      .slice(0, maxLines)
      .map((line) =>
        line.map((piece, index) => (piece.change ? piece : { text: shorten(piece.text, { keepStart: index > 0, keepEnd: index < line.length - 1 }, context) })),
      ),
    more: Math.max(0, withChanges.length - maxLines),
  };
}
