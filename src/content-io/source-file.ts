/**
 * One content file (YAML, or MDX with YAML front matter) read with a map
 * from field paths to line numbers (its document tree), so every problem can
 * point at the line to edit; broken YAML comes back as a problem in words.
 */
import { readFileSync } from 'node:fs';
import { splitFrontMatter } from './front-matter.ts';
import { isMap, isSeq, LineCounter, parseYamlDocument, type Node, type YamlValue } from './yaml.ts';

export type FieldPath = (string | number)[];
export type FileProblem = { line: number; problem: string; fix: string };
export type SourceFile = {
  kind: 'yaml' | 'mdx';
  text: string;
  data: YamlValue;
  body: string;
  bodyLine: number;
  /** The line of the deepest node on the path that exists. */
  lineOf: (path: FieldPath) => number;
  error?: FileProblem;
};

/** Line finder over a YAML text: the line of the deepest node on `path` (1-based, offset by `firstLine - 1`). */
function lineFinder(yamlText: string, firstLine: number) {
  const counter = new LineCounter();
  const doc = parseYamlDocument(yamlText, { lineCounter: counter, keepSourceTokens: false });
  const lineAt = (offset: number) => counter.linePos(offset).line + firstLine - 1;
  return (path: FieldPath) => {
    let node = doc.contents as Node | null | undefined;
    let line = node?.range ? lineAt(node.range[0]) : firstLine;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => String((p.key as { value?: unknown } | null)?.value ?? p.key) === String(key));
        if (!pair) break;
        const keyNode = pair.key as Node | null;
        if (keyNode?.range) line = lineAt(keyNode.range[0]);
        node = pair.value as Node | null;
      } else if (isSeq(node)) {
        const item = node.items[Number(key)] as Node | undefined;
        if (!item) break;
        if (item.range) line = lineAt(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  };
}

/** A YAML syntax error in words, with its line. */
function yamlProblem(error: { message: string; linePos?: [{ line: number }, ...unknown[]] }, firstLine: number): FileProblem {
  const line = (error.linePos?.[0]?.line ?? 1) - 1 + firstLine;
  const reason = String(error.message)
    .split('\n')[0]!
    .replace(/\s+at line \d+, column \d+:?$/, '');
  return {
    line,
    problem: `the YAML cannot be read (${reason})`,
    fix: 'check the indentation (spaces, not tabs), that each "key: value" has a space after the colon, that text containing ": " or starting with a symbol is in "quotes", and that list items start with "- "',
  };
}

export function readSourceFile(absolutePath: string): SourceFile {
  const text = readFileSync(absolutePath, 'utf8');
  const isMarkdown = /\.(mdx|md|markdown)$/i.test(absolutePath);
  let yamlText = text;
  let firstLine = 1;
  let body = '';
  let bodyLine = 1;
  if (isMarkdown) {
    const parts = splitFrontMatter(text);
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
    ({ yaml: yamlText, yamlLine: firstLine, body, bodyLine } = parts as typeof parts & { yaml: string });
  }
  const kind = isMarkdown ? 'mdx' : 'yaml';
  const document = parseYamlDocument(yamlText);
  if (document.errors.length > 0) {
    return { kind, text, data: undefined, body, bodyLine, lineOf: () => firstLine, error: yamlProblem(document.errors[0]!, firstLine) };
  }
  const data = document.toJS() ?? {};
  return { kind, text, data, body, bodyLine, lineOf: lineFinder(yamlText, firstLine) };
}
