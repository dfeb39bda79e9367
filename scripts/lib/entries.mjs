/**
 * Lists every entry of a collection from its source (content-model.mjs), with
 * the files, ids and list items src/schemas/load.ts gives the build, and each
 * entry's file, id, data and a line finder.
 */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { readSourceFile } from './source-file.mjs';

const posix = (path) => path.split(sep).join('/');

/**
 * @typedef {{ collection: string, id: string, file: string, label: string, data: any,
 *   lineOf: (path: (string|number)[]) => number, body?: string, bodyLine?: number }} Entry
 * @typedef {{ file: string, line: number, field: string, problem: string, fix: string }} Problem
 */

/**
 * @returns {Promise<{ entries: Entry[], problems: Problem[], files: string[], unchecked?: string }>}
 */
export async function listEntries(root, name, loader) {
  const entries = [];
  const problems = [];
  const files = [];
  if (loader?.kind === 'glob') {
    const base = resolve(root, loader.base ?? '.');
    for (const entry of loader.files()) {
      const absolute = resolve(base, entry);
      const file = posix(relative(root, absolute));
      files.push(file);
      const source = readSourceFile(absolute);
      if (source.error) {
        problems.push({ file, line: source.error.line, field: '(the file)', problem: source.error.problem, fix: source.error.fix });
        continue;
      }
      let id;
      try {
        id = loader.idOf(entry);
      } catch (error) {
        // A collection may refuse a file by its place (e.g. a profile outside a department folder).
        problems.push({
          file,
          line: 1,
          field: '(the file)',
          problem: String(error?.message ?? error)
            .split('\n')[0]
            .replace(`${file}: `, ''),
          fix: '',
        });
        continue;
      }
      entries.push({
        collection: name,
        id,
        file,
        label: file,
        data: source.data,
        lineOf: source.lineOf,
        body: source.kind === 'mdx' ? source.body : undefined,
        bodyLine: source.bodyLine,
      });
    }
  } else if (loader?.kind === 'file') {
    const absolute = resolve(root, loader.path);
    const file = posix(relative(root, absolute));
    files.push(file);
    if (!existsSync(absolute)) {
      problems.push({
        file,
        line: 1,
        field: '(the file)',
        problem: `the file for the "${name}" collection is missing`,
        fix: `create ${file}, or restore it from git`,
      });
      return { entries, problems, files };
    }
    const source = readSourceFile(absolute);
    if (source.error) {
      problems.push({ file, line: source.error.line, field: '(the file)', problem: source.error.problem, fix: source.error.fix });
      return { entries, problems, files };
    }
    let data;
    try {
      data = loader.items(source.data);
    } catch (error) {
      problems.push({ file, line: 1, field: '(the file)', problem: String(error?.message ?? error).replace(`${file} `, 'this file '), fix: '' });
      return { entries, problems, files };
    }
    for (const [key, item] of data.map((item, index) => [index, item])) {
      const id = (item?.id ?? item?.slug)?.toString();
      const at = (path) => source.lineOf([key, ...path]);
      if (!id) {
        problems.push({
          file,
          line: at([]),
          field: `item ${Number(key) + 1}`,
          problem: 'this item has no id',
          fix: 'add a line "id: …" with a short unique name in lower case with dashes, e.g. id: btech-cse',
        });
        continue;
      }
      entries.push({ collection: name, id, file, label: `${file} (entry "${id}")`, data: item, lineOf: at });
    }
  } else {
    return { entries, problems, files, unchecked: `the "${name}" collection uses a loader this check cannot read; \`astro build\` still checks it` };
  }
  return { entries, problems, files };
}
