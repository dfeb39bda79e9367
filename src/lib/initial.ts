/**
 * The letter that stands for a name where there is no picture: the first
 * letter of its first word that is not a title ("Dr.", "(Dr.)", "Prof."),
 * taken whole in any script (a Devanagari letter keeps its vowel sign).
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function initialOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const word = words.find((w) => !w.endsWith('.') && !/^\(.*\)$/.test(w)) ?? words[0] ?? '';
  const [first] = graphemes.segment(word.replace(/^[^\p{L}]+/u, ''));
  return first ? first.segment.toLocaleUpperCase() : '';
}
