/**
 * Every entry of a collection, read from its source's files with the ids
 * the build gives them: each entry's file, id, data and line finder, and
 * each file that cannot be read as a problem naming the file and the line.
 */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { readSourceFile, type FieldPath } from './source-file.ts';
import { entryId, itemsOf, sourceFiles, type Source } from './sources.ts';
import type { YamlValue } from './yaml.ts';

export type Entry = {
  collection: string;
  id: string;
  file: string;
  /** How messages name the entry: its file, or for an entry of a list file, the file and its id. */
  label: string;
  data: YamlValue;
  lineOf: (path: FieldPath) => number;
  /** An MDX page's text after its front matter, and the line it starts on. */
  body?: string;
  bodyLine?: number;
};
/** A content problem (or, in the same shape, a text shown without its Hindi yet: a warning for the Hindi editor). */
export type Problem = { file: string; line: number; field: string; problem: string; fix: string };

const posix = (path: string) => path.split(sep).join('/');
const fileProblem = (file: string, line: number, problem: string, fix = ''): Problem => ({ file, line, field: '(the file)', problem, fix });

export function listEntries(root: string, collection: string, source: Source): { entries: Entry[]; problems: Problem[]; files: string[] } {
  const entries: Entry[] = [];
  const problems: Problem[] = [];
  const files: string[] = [];
  if (source.kind === 'glob') {
    const base = resolve(root, source.base);
    for (const entry of sourceFiles(root, source)) {
      const absolute = resolve(base, entry);
      const file = posix(relative(root, absolute));
      files.push(file);
      const read = readSourceFile(absolute);
      if (read.error) {
        problems.push(fileProblem(file, read.error.line, read.error.problem, read.error.fix));
        continue;
      }
      entries.push({
        collection,
        id: entryId(source, entry),
        file,
        label: file,
        data: read.data,
        lineOf: read.lineOf,
        body: read.kind === 'mdx' ? read.body : undefined,
        bodyLine: read.bodyLine,
      });
    }
    return { entries, problems, files };
  }
  const absolute = resolve(root, source.path);
  const file = posix(relative(root, absolute));
  files.push(file);
  if (!existsSync(absolute)) {
    problems.push(fileProblem(file, 1, `the file for the "${collection}" collection is missing`, `create ${file}, or restore it from git`));
    return { entries, problems, files };
  }
  const read = readSourceFile(absolute);
  if (read.error) {
    problems.push(fileProblem(file, read.error.line, read.error.problem, read.error.fix));
    return { entries, problems, files };
  }
  let items: YamlValue[];
  try {
    items = itemsOf(source, read.data);
  } catch (error) {
    problems.push(fileProblem(file, 1, String((error as Error)?.message ?? error).replace(`${file} `, 'this file ')));
    return { entries, problems, files };
  }
  for (const [index, item] of items.entries()) {
    const id = (item?.id ?? item?.slug)?.toString();
    const at = (path: FieldPath) => read.lineOf([index, ...path]);
    if (!id) {
      problems.push({
        file,
        line: at([]),
        field: `item ${index + 1}`,
        problem: 'this item has no id',
        fix: 'add a line "id: …" with a short unique name in lower case with dashes, e.g. id: btech-cse',
      });
      continue;
    }
    entries.push({ collection, id, file, label: `${file} (entry "${id}")`, data: item, lineOf: at });
  }
  return { entries, problems, files };
}
