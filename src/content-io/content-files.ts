/**
 * Content files as written, before any schema reads them (no defaults, no
 * references resolved), for the tests and scripts about a file itself; a
 * collection's entries as the build sees them come from read-entries.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { splitFrontMatter } from './front-matter.ts';
import { DATA, entryId, PAGES, PAGES_SOURCE, sourceFiles } from './sources.ts';
import { parseYaml, parseYamlDocument, type Document, type YamlValue } from './yaml.ts';

/** A YAML (or JSON) file's value; `file` is relative to `root`. */
export const readYamlFile = <T = YamlValue>(file: string, root = process.cwd()): T => parseYaml(readFileSync(resolve(root, file), 'utf8')) as T;

/** A data file's value, `file` under src/content/data: `readDataFile('fees.yaml').session`. */
export const readDataFile = <T = YamlValue>(file: string, root = process.cwd()): T => readYamlFile<T>(`${DATA}/${file}`, root);

/** Changes a YAML file in place through its document tree, so its comments and style stay; `file` is relative to `root`. */
export function editYamlFile(file: string, change: (doc: Document) => void, root = process.cwd()): void {
  const path = resolve(root, file);
  const doc = parseYamlDocument(readFileSync(path, 'utf8'));
  change(doc);
  writeFileSync(path, doc.toString());
}

export type PageFile = { file: string; data: Record<string, unknown>; body: string };

/** An MDX page's front matter as written and its text after it; `file` is relative to `root`. */
export function readPageFile(file: string, root = process.cwd()): PageFile {
  const { yaml, body } = splitFrontMatter(readFileSync(resolve(root, file), 'utf8'));
  return { file, data: (parseYaml(yaml ?? '') ?? {}) as Record<string, unknown>, body };
}

/** Every page (src/content/pages, each language's too), with its id as the build gives it ("hi/fee-structure"). */
export const readPageFiles = (root = process.cwd()): (PageFile & { id: string })[] =>
  sourceFiles(root, PAGES_SOURCE).map((entry) => ({ ...readPageFile(`${PAGES}/${entry}`, root), id: entryId(PAGES_SOURCE, entry) }));
