/**
 * The content files a change touched (added, removed or edited under
 * src/content), found by comparing the two source trees byte by byte, and,
 * for each changed route, those of them the build read to render it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const CONTENT = 'src/content';

function* files(root, dir = join(root, CONTENT)) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(root, path);
    else yield relative(root, path).split(sep).join('/');
  }
}

/** @returns {{ file: string, kind: 'added'|'removed'|'edited' }[]} */
export function changedContentFiles(baseTree, headTree) {
  const before = new Set(files(baseTree));
  const after = new Set(files(headTree));
  const changed = [];
  for (const file of [...new Set([...before, ...after])].sort()) {
    if (!before.has(file)) changed.push({ file, kind: 'added' });
    else if (!after.has(file)) changed.push({ file, kind: 'removed' });
    else if (!readFileSync(join(baseTree, file)).equals(readFileSync(join(headTree, file)))) changed.push({ file, kind: 'edited' });
  }
  return changed;
}

/**
 * The changed files that feed a route: those the build read for it, in either
 * build (a removed file was read by the base, an added one by the head).
 * Null when neither build recorded its reads.
 */
export function feedingFiles(route, changedFiles, base, head) {
  if (!base.reads && !head.reads) return null;
  const read = new Set([...(base.reads?.[route] ?? []), ...(head.reads?.[route] ?? [])]);
  return changedFiles.filter(({ file }) => read.has(file)).map(({ file }) => file);
}
