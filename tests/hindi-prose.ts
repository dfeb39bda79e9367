/**
 * The rule a built Hindi page is read by: in its main content and footer, no
 * English prose (English function words outside the names and abbreviations
 * the glossary keeps, web and e-mail addresses, and parts marked lang="en"),
 * no word the glossary rules out, and no Hindi sentence ending in a Latin
 * full stop. Names in Latin script pass: they carry no function words.
 * Shared by the test of the built site and the editors' scenario.
 */
import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser';
import { readGlossary, variantsIn } from '../scripts/lib/translations/glossary.mjs';

const glossary = readGlossary('hi');
const kept: string[] = [...(glossary.keep ?? [])].sort((a: string, b: string) => b.length - a.length);

/** Words that only English prose has; a Hindi page that shows them shows an English sentence or phrase. */
const ENGLISH_PROSE = /\b(?:and|of|the|years?|for|with|from|to|in|on|at|by|is|are|or|this|that|will|your)\b/gi;
/** Web and e-mail addresses, which stay as written. */
const ADDRESS = /\S+@\S+|https?:\/\/\S+|\b(?:[a-z0-9-]+\.)+(?:in|com|org|net|edu|gov|example)\b\S*/gi;
/**
 * A Devanagari word that ends a sentence with a Latin full stop. Abbreviations
 * keep their dots (डॉ., प्रो., बी.टेक.): a dotted word, or one of four letters
 * or fewer, is an abbreviation.
 */
const LATIN_FULL_STOP = /(?<![.\p{Script=Devanagari}])(\p{Script=Devanagari}{5,})\.(?=\s|$|["”')])/gu;

/** A node's text pieces, each element's apart, so the words of neighbouring list items do not run together. */
const textPieces = (node: Node): string[] => (node.nodeType === NodeType.TEXT_NODE ? [node.text] : node.childNodes.flatMap(textPieces));

/** The text a reader sees in the page's main content and footer, without the parts marked as another language. */
function hindiText(html: string): string {
  const doc = parse(html);
  return ['main', 'footer']
    .flatMap((selector) => doc.querySelectorAll(selector))
    .flatMap((part: HTMLElement) => {
      const copy = parse(part.outerHTML);
      copy.querySelectorAll('script, style, template, [hidden], [lang]:not([lang^="hi"])').forEach((element) => element.remove());
      return textPieces(copy);
    })
    .join(' ')
    .replace(/[ \t\r\n]+/g, ' ');
}

const withoutKeptNames = (text: string) => kept.reduce((rest, name) => rest.replaceAll(name, ' '), text.replace(ADDRESS, ' '));
/** A few words either side of a finding, so the message shows where it is. */
const around = (text: string, index: number) => text.slice(Math.max(0, index - 40), index + 40).trim();

/** What keeps a built Hindi page from reading as Hindi; none for a page that does. */
export function hindiProseFindings(html: string): string[] {
  const text = hindiText(html);
  const prose = withoutKeptNames(text);
  return [
    ...[...prose.matchAll(ENGLISH_PROSE)].map((m) => `English prose "${m[0]}": …${around(prose, m.index)}…`),
    ...variantsIn(text, glossary).map(
      (v: { word: string; variant: string; term: { hi: string } }) => `"${v.word}": the glossary rules out "${v.variant}", write "${v.term.hi}"`,
    ),
    ...[...text.matchAll(LATIN_FULL_STOP)].map((m) => `a Latin full stop ends a Hindi sentence, use the danda (।): …${around(text, m.index)}…`),
  ];
}
