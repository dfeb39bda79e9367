/**
 * The punctuation of Hindi text (the glossary's rule "Punctuation"): a
 * sentence ends with the danda, never a Latin full stop; a dotted
 * abbreviation keeps its last dot before the danda (बी.फ़ार्म.।); quotes are
 * curly (“ ”) and a dash between words is a spaced em dash ( — ). Each slip
 * is found with its word, so the glossary check can name it.
 */

const DEVANAGARI = '\\u0900-\\u0963\\u0966-\\u097F';
const HINDI = new RegExp(`[${DEVANAGARI}]`, 'u');

/** A word (Devanagari, Latin, digits, dots) that ends with a Latin full stop closing a Hindi sentence. */
const FULL_STOP = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}.])([\\p{L}\\p{M}\\p{N}.]*[${DEVANAGARI}])\\.(?=[\\s"'\`”’*_<]|$)`, 'gu');
/** A Hindi word or a closing bracket after one, then a full stop: a bracket never ends an abbreviation. */
const FULL_STOP_AFTER_BRACKET = new RegExp(`[${DEVANAGARI}][)”’]\\.(?=[\\s"'\`*_<]|$)`, 'gu');
/** A dotted abbreviation whose last dot the danda took: बी.फ़ार्म। for बी.फ़ार्म.। */
const LOST_DOT = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}.])[${DEVANAGARI}]+(?:\\.[${DEVANAGARI}]+)+।`, 'gu');
/** A straight double quote opening or closing Hindi words. */
const STRAIGHT_QUOTE = new RegExp(`(?<![=\\\\])"(?=[${DEVANAGARI}])|(?<=[${DEVANAGARI}।?!,])"`, 'gu');
/** A hyphen or an en dash between spaces, or an em dash without them, beside Hindi words. */
const DASH = new RegExp(`(?<=[${DEVANAGARI}।,)]) [-–] (?=\\S)|(?<=\\S) [-–] (?=[${DEVANAGARI}])|(?<=[${DEVANAGARI}])—|—(?=[${DEVANAGARI}])`, 'gu');

/**
 * The punctuation slips of one line of Hindi text: { word, problem, fix }.
 * `abbreviations` are single-dot abbreviations a sentence may hold (डॉ.);
 * dotted ones (बी.टेक.) are known by their inner dot. `quotes`: whether to
 * look at quote marks (false for the prose of MDX pages, whose straight
 * quotes the build makes curly).
 * @param {string} text
 * @param {{ abbreviations?: string[], quotes?: boolean }} [options]
 * @returns {{ word: string, problem: string, fix: string }[]}
 */
export function punctuationSlips(text, { abbreviations = [], quotes = true } = {}) {
  if (!HINDI.test(text)) return [];
  const slips = [];
  for (const match of text.matchAll(FULL_STOP)) {
    const word = `${match[1]}.`;
    if (word.slice(0, -1).includes('.') || abbreviations.includes(word)) continue;
    slips.push({
      word,
      problem: 'a Latin full stop ends a Hindi sentence',
      fix: 'end the sentence with the danda (।); a Latin full stop stays only in abbreviations',
    });
  }
  for (const match of text.matchAll(FULL_STOP_AFTER_BRACKET)) {
    slips.push({ word: match[0], problem: 'a Latin full stop ends a Hindi sentence', fix: 'end the sentence with the danda (।)' });
  }
  for (const match of text.matchAll(LOST_DOT)) {
    slips.push({ word: match[0], problem: "the danda took the abbreviation's last dot", fix: `write "${match[0].slice(0, -1)}.।"` });
  }
  if (quotes) {
    for (const match of text.matchAll(STRAIGHT_QUOTE)) {
      slips.push({ word: match[0], problem: 'a straight quote around Hindi words', fix: 'quote with “ and ”' });
    }
  }
  for (const match of text.matchAll(DASH)) {
    slips.push({
      word: match[0].trim() || match[0],
      problem: 'a dash other than the spaced em dash',
      fix: 'write " — " (an em dash with a space on each side)',
    });
  }
  return slips;
}
