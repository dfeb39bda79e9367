/**
 * Reads one content file (YAML, or MDX with YAML frontmatter) with the YAML
 * library the build's loaders use (src/schemas/yaml.ts: the `yaml` package),
 * and keeps a map from field paths to line numbers (its document tree), so
 * every problem can point at the line to edit.
 */
import { readFileSync } from 'node:fs';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';

/** Frontmatter of an MDX/Markdown file: its YAML text and where the body starts. */
export function splitFrontmatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { yaml: null, yamlLine: 1, body: text, bodyLine: 1 };
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
  return { yaml: match[1], yamlLine: 2, body: text.slice(match[0].length), bodyLine };
}

/** Line finder over a YAML text: the line of the deepest node on `path` (1-based, offset by `firstLine - 1`). */
function lineFinder(yamlText, firstLine) {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, keepSourceTokens: false });
  const lineAt = (offset) => counter.linePos(offset).line + firstLine - 1;
  return (path) => {
    let node = doc.contents;
    let line = node?.range ? lineAt(node.range[0]) : firstLine;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => String(p.key?.value ?? p.key) === String(key));
        if (!pair) break;
        if (pair.key?.range) line = lineAt(pair.key.range[0]);
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(key)];
        if (!item) break;
        if (item.range) line = lineAt(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  };
}

/** A YAML syntax error in words, with its line. */
function yamlProblem(error, firstLine) {
  const line = (error.linePos?.[0]?.line ?? 1) - 1 + firstLine;
  const reason = String(error.message)
    .split('\n')[0]
    .replace(/\s+at line \d+, column \d+:?$/, '');
  return {
    line,
    problem: `the YAML cannot be read (${reason})`,
    fix: 'check the indentation (spaces, not tabs), that each "key: value" has a space after the colon, that text containing ": " or starting with a symbol is in "quotes", and that list items start with "- "',
  };
}

/**
 * @param {string} absolutePath
 * @returns {{ kind: 'yaml'|'mdx', text: string, data: any, body: string, bodyLine: number, lineOf: (path: (string|number)[]) => number, error?: { line: number, problem: string, fix: string } }}
 */
export function readSourceFile(absolutePath) {
  const text = readFileSync(absolutePath, 'utf8');
  const isMarkdown = /\.(mdx|md|markdown)$/i.test(absolutePath);
  let yamlText = text;
  let firstLine = 1;
  let body = '';
  let bodyLine = 1;
  if (isMarkdown) {
    const parts = splitFrontmatter(text);
    if (parts.yaml === null) {
      return {
        kind: 'mdx',
        text,
        data: {},
        body: text,
        bodyLine: 1,
        lineOf: () => 1,
        error: {
          line: 1,
          problem: 'the page has no frontmatter',
          fix: 'start the file with a line "---", then "title: …" and "description: …", then another line "---"',
        },
      };
    }
    ({ yaml: yamlText, yamlLine: firstLine, body, bodyLine } = parts);
  }
  const kind = isMarkdown ? 'mdx' : 'yaml';
  const document = parseDocument(yamlText);
  if (document.errors.length > 0) {
    return { kind, text, data: undefined, body, bodyLine, lineOf: () => firstLine, error: yamlProblem(document.errors[0], firstLine) };
  }
  const data = document.toJS() ?? {};
  return { kind, text, data, body, bodyLine, lineOf: lineFinder(yamlText, firstLine) };
}
