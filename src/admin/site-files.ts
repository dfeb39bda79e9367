/**
 * The few content files the content check's entry rules read beside the
 * entry itself (the schools' faculty departments, the Hindi dictionaries,
 * the glossary), and the people, whose names the forms show where an entry
 * picks a person by file (person-labels.ts), as the editor was built, served to
 * those rules in the browser in place of `node:fs`, `node:path` and
 * `tinyglobby` (the editor's build points those imports here:
 * integrations/browser-editor.mjs). So the form runs the check's own code,
 * never a copy of its rules. The entry being edited is laid over its file
 * (`overlay`), as the check would read it once saved.
 */
const BUILT = import.meta.glob(
  ['/src/content/data/schools/*.yaml', '/src/content/data/translations/**/*.yaml', '/src/content/data/glossary/*.yaml', '/src/content/data/people/*.yaml'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

const files = new Map(Object.entries(BUILT));

// The rules default their project folder to the working directory: here, the root of the files above.
(globalThis as { process?: unknown }).process ??= { cwd: () => '/', env: {} };

// ---------------------------------------------------------------- paths (POSIX, from the root)

export const sep = '/';

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return `/${parts.join('/')}`;
}

export const resolve = (...paths: string[]) => normalize(paths.reduce((at, path) => (path.startsWith('/') ? path : `${at}/${path}`), '/'));
export const join = (...paths: string[]) => normalize(paths.join('/'));
export const dirname = (path: string) => normalize(path).replace(/\/[^/]*$/, '') || '/';
export const basename = (path: string, suffix = '') => {
  const name = normalize(path).split('/').pop() ?? '';
  return suffix && name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
};
export const extname = (path: string) => /\.[^./]*$/.exec(basename(path))?.[0] ?? '';
export function relative(from: string, to: string): string {
  const a = resolve(from).split('/').filter(Boolean);
  const b = resolve(to).split('/').filter(Boolean);
  let same = 0;
  while (same < a.length && a[same] === b[same]) same++;
  return [...a.slice(same).map(() => '..'), ...b.slice(same)].join('/');
}
export const posix = { sep, resolve, join, dirname, basename, extname, relative };

// ---------------------------------------------------------------- files

/** Lays the entry being edited over its file (its path from the project folder), or takes it off (`undefined`). */
export function overlay(file: string, text: string | undefined) {
  if (text === undefined) files.set(resolve(file), BUILT[resolve(file)] ?? '');
  else files.set(resolve(file), text);
}

const isFolder = (path: string) => [...files.keys()].some((file) => file.startsWith(`${resolve(path)}/`));

export function readFileSync(path: string): string {
  const text = files.get(resolve(path));
  if (text === undefined) throw new Error(`${path} is read by the full content check only (npm run check)`);
  return text;
}
/** The modules the rules share can also write files (content-io's editYamlFile); the form never does: the editor saves through its backend. */
export function writeFileSync(path: string): never {
  throw new Error(`${path} is written by the editor's backend, not by the form's content check`);
}
export const existsSync = (path: string) => files.has(resolve(path)) || isFolder(path);
export const statSync = (path: string) => ({ isFile: () => files.has(resolve(path)), isDirectory: () => isFolder(path) });
export const readdirSync = (path: string) => [
  ...new Set([...files.keys()].filter((file) => file.startsWith(`${resolve(path)}/`)).map((file) => file.slice(resolve(path).length + 1).split('/')[0]!)),
];

/** A glob as tinyglobby reads it (`*`, `**`, `{a,b}`), matched against the files above. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]*)\}/g, (_, options: string) => `(${options.split(',').join('|')})`)
      .replace(/\*\*\//g, '(.*/)?')
      .replace(/\*/g, '[^/]*')}$`,
  );
export function globSync(patterns: string | string[], options: { cwd?: string } = {}): string[] {
  const cwd = resolve(options.cwd ?? '/');
  const matchers = [patterns].flat().map(globPattern);
  return [...files.keys()]
    .filter((file) => file.startsWith(`${cwd}/`))
    .map((file) => file.slice(cwd.length + 1))
    .filter((file) => matchers.some((m) => m.test(file)));
}

export default { readFileSync, writeFileSync, existsSync, statSync, readdirSync, sep, resolve, join, dirname, basename, extname, relative, posix };
