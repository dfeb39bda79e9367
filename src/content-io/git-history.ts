/**
 * The project's git history, read in one pass: which commits changed each
 * file, newest first, and which files have uncommitted edits. What asks when
 * files last changed (each page's "Last updated", page-history.ts; the
 * translations' states, translation-status.ts) reads it here: asking git
 * once per file took seconds a build.
 *
 * A commit changed a file as `git log -- <file>` counts it: a commit with
 * one parent when the file differs from that parent, a merge only when it
 * differs from every parent (a merge that took one side's version as it
 * was changed nothing of its own).
 */
import { execFileSync } from 'node:child_process';

export interface Commit {
  hash: string;
  parents: string[];
  /** When it was committed (ISO 8601 with the committer's offset). */
  at: string;
  /** The commit as one line: short hash, day and subject. */
  line: string;
}

export interface GitHistory {
  /** Every commit of HEAD, newest first, in the order `git log` gives. */
  commits: Commit[];
  /** Each file's changes: indexes into `commits`, newest first. */
  changes: Map<string, number[]>;
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 30 });
  } catch {
    return undefined;
  }
}

/** Whether git holds the whole history here: a repository, and not a shallow clone (where every file seems changed by the one commit it has). */
export const holdsWholeHistory = (root: string) => git(root, ['rev-parse', '--is-shallow-repository'])?.trim() === 'false';

const RECORD = '\x1e';
const FIELD = '\x1f';

/** The history of HEAD, or undefined where git has none (no repository, or no commit yet). */
export function readGitHistory(root: string): GitHistory | undefined {
  // -m: a merge is listed once per parent, with the files it changed against that parent.
  // --relative: paths from the project's folder, as the callers name files, should it sit inside a larger repository.
  const log = git(root, [
    ...['-c', 'core.quotePath=false', 'log', '-m', '--no-renames', '--relative', '--name-only'],
    `--format=${RECORD}%H${FIELD}%P${FIELD}%cI${FIELD}%h %cs %s`,
  ]);
  if (!log) return undefined;
  const commits: Commit[] = [];
  const index = new Map<string, number>();
  /** Per commit, per file, against how many of its parents the file differs. */
  const differs = new Map<number, Map<string, number>>();
  for (const record of log.split(RECORD).slice(1)) {
    const [header = '', ...files] = record.split('\n');
    const [hash = '', parents = '', at = '', line = ''] = header.split(FIELD);
    if (!index.has(hash)) {
      index.set(hash, commits.length);
      commits.push({ hash, parents: parents.split(' ').filter(Boolean), at, line });
      differs.set(index.get(hash)!, new Map());
    }
    const counts = differs.get(index.get(hash)!)!;
    for (const file of files) if (file) counts.set(file, (counts.get(file) ?? 0) + 1);
  }
  const changes = new Map<string, number[]>();
  commits.forEach((commit, at) => {
    for (const [file, count] of differs.get(at)!)
      if (count >= Math.max(1, commit.parents.length)) (changes.get(file) ?? changes.set(file, []).get(file)!).push(at);
  });
  return { commits, changes };
}

/** Whether a path names the file: the file itself, or a folder it is in (as a path given to git names them). */
const names = (path: string, file: string) => file === path || file.startsWith(`${path}/`);

/** The newest commit that changed any of the files (or anything in the folders) the paths name, or undefined when none did. */
export function lastChange(history: GitHistory, paths: string[]): Commit | undefined {
  let newest = Infinity;
  for (const [file, [at = Infinity]] of history.changes) if (at < newest && paths.some((path) => names(path, file))) newest = at;
  return history.commits[newest];
}

/** The commit and every commit before it (its ancestors), by hash. */
export function ancestry(history: GitHistory, hash: string): Set<string> {
  const parentsOf = new Map(history.commits.map((commit) => [commit.hash, commit.parents]));
  const seen = new Set<string>();
  for (const stack = [hash]; stack.length;) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(parentsOf.get(next) ?? []));
  }
  return seen;
}

/** The files with uncommitted edits, new files that were never committed among them. */
export function uncommittedFiles(root: string): Set<string> {
  const status = git(root, ['status', '--porcelain', '--untracked-files=all', '-z', '--', '.']) ?? '';
  // The status names files from the repository's top; the callers, from the project's folder.
  const prefix = git(root, ['rev-parse', '--show-prefix'])?.trim() ?? '';
  const files = new Set<string>();
  const entries = status.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (!entry) continue;
    files.add(entry.slice(3).slice(prefix.length));
    // A rename or copy names its source in the entry that follows.
    if (/^[RC]|^.[RC]/.test(entry)) files.add(entries[++i]!.slice(prefix.length));
  }
  return files;
}
