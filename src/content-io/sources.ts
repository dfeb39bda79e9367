/**
 * Where a collection's entries come from: the files it reads and the id each
 * entry gets, the same for the build's loaders, the scripts and the tests.
 *
 * - glob: one entry per file matching `pattern` under `base`; the id is the
 *   path without extension (each part slugged), or the page's path for MDX pages.
 * - file: one file holding a list of entries, each with an `id`; `listed`
 *   adds each entry's place in the file as `position`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { slug } from 'github-slugger';
import { globSync } from 'tinyglobby';

export const DATA = 'src/content/data';
/** The pages, English at the top, each other language in the folder of its code. */
export const PAGES = 'src/content/pages';

export type GlobSource = { kind: 'glob'; base: string; pattern: string; pages?: boolean };
export type FileSource = { kind: 'file'; path: string; listed?: boolean };
export type Source = GlobSource | FileSource;

/** One YAML file holding one entry (site settings, the menu tree…); its id is the file name. */
export const singleton = (file: string): GlobSource => ({ kind: 'glob', base: DATA, pattern: file });
/** A folder of YAML files, one entry per file; the id is the path without extension. */
export const folder = (dir: string, pattern = '**/*.yaml'): GlobSource => ({ kind: 'glob', base: `${DATA}/${dir}`, pattern });
/** A YAML file holding a list of entries with ids; `listed` keeps their order as `position`. */
export const listFile = (file: string, listed = false): FileSource => ({ kind: 'file', path: `${DATA}/${file}`, listed });

/** The pages collection: one entry per MDX file. */
export const PAGES_SOURCE: GlobSource = { kind: 'glob', base: PAGES, pattern: '**/*.mdx', pages: true };

/** A page's id: its path without .mdx, a folder's index page named after the folder; ids keep their capitals (the route /ABCId). */
const pageId = (entry: string) => entry.replace(/\.mdx$/, '').replace(/(.)\/index$/, '$1');

/** An entry's id from its file's path under the source's base (Astro's default: each part slugged, "/index" dropped). */
export function entryId(source: GlobSource, entry: string): string {
  if (source.pages) return pageId(entry);
  return entry
    .replace(/\.[^/.]+$/, '')
    .split('/')
    .map((part) => slug(part))
    .join('/')
    .replace(/\/index$/, '');
}

/** The files of a glob source, relative to its base, sorted. */
export const sourceFiles = (root: string, source: GlobSource): string[] => {
  const base = resolve(root, source.base);
  return existsSync(base) ? globSync(source.pattern, { cwd: base, expandDirectories: false }).sort() : [];
};

/** The entries of a list file's parsed text, with `position` when the source is listed. */
export function itemsOf(source: FileSource, data: unknown): unknown[] {
  if (!Array.isArray(data)) throw new Error(`${source.path} holds a list of entries, each starting with "- id: …"`);
  return source.listed ? data.map((entry, position) => ({ ...entry, position })) : data;
}
