/**
 * The front matter of an MDX page: the YAML between its first two `---`
 * lines, and the body after them. Every reader and writer of pages splits
 * them here (and the editor's component forms split an Astro component's
 * code the same way).
 */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

export type PageParts = {
  /** The YAML text, or null when the page has no front matter. */
  yaml: string | null;
  /** The line the YAML starts on (1-based). */
  yamlLine: number;
  /** The page text after the closing `---` line. */
  body: string;
  /** The line the body starts on. */
  bodyLine: number;
};

export function splitFrontMatter(text: string): PageParts {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { yaml: null, yamlLine: 1, body: text, bodyLine: 1 };
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
  return { yaml: match[1]!, yamlLine: 2, body: text.slice(match[0].length), bodyLine };
}
