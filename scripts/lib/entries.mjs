/**
 * Lists every entry of a collection from its loader's description (see
 * astro-loaders-shim.mjs), the way Astro's glob() and file() loaders find
 * them, with each entry's file, id, data and a line finder.
 */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { slug as githubSlug } from 'github-slugger';
import { globSync } from 'tinyglobby';
import { readSourceFile } from './source-file.mjs';

const posix = (path) => path.split(sep).join('/');

/** Astro's default glob id: the path without extension, each part slugged, "/index" dropped. */
function defaultId(entry, data) {
  if (data && typeof data === 'object' && data.slug) return String(data.slug);
  return entry
    .replace(/\.[^/.]+$/, '')
    .split('/')
    .map((part) => githubSlug(part))
    .join('/')
    .replace(/\/index$/, '');
}

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
    const found = existsSync(base) ? globSync(loader.pattern, { cwd: base, expandDirectories: false }).sort() : [];
    for (const entry of found) {
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
        id = loader.generateId ? String(loader.generateId({ entry, base: pathToFileURL(`${base}/`), data: source.data })) : defaultId(entry, source.data);
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
    const data = loader.parser ? await loader.parser(source.text) : source.data;
    const items = Array.isArray(data) ? data.map((item, index) => [index, item]) : Object.entries(data ?? {});
    for (const [key, item] of items) {
      const id = Array.isArray(data) ? (item?.id ?? item?.slug)?.toString() : String(key);
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
  } else if (typeof loader === 'function') {
    const data = await loader();
    const items = Array.isArray(data) ? data : Object.entries(data ?? {}).map(([id, item]) => ({ id, ...item }));
    for (const item of items) {
      entries.push({
        collection: name,
        id: String(item.id),
        file: 'src/content.config.ts',
        label: `src/content.config.ts (collection "${name}", entry "${item.id}")`,
        data: item,
        lineOf: () => 1,
      });
    }
  } else {
    return { entries, problems, files, unchecked: `the "${name}" collection uses a loader this check cannot read; \`astro build\` still checks it` };
  }
  return { entries, problems, files };
}
