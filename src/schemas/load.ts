/**
 * Where each collection's entries come from and how they are read, once for
 * the build, the scripts and the tests:
 *
 * - src/content.config.ts turns each `Source` into an Astro loader
 *   (`astroLoader`): YAML is parsed by src/schemas/yaml.ts in every loader
 *   except the MDX pages, which Astro's own glob() reads and renders.
 * - scripts/lib (npm run check, cms:config, docs:reference) lists the same
 *   files with `sourceFiles`/`entryId`/`itemsOf` and keeps line numbers.
 * - tests read validated entries with `readCollection`, parsed by the same
 *   zod schemas as the build, so their types are the schemas' (z.infer).
 */
import { readFileSync, existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { slug } from 'github-slugger';
import { globSync } from 'tinyglobby';
import type { Reference, Tools } from './common';
import { parseYaml } from './yaml';

export const DATA = 'src/content/data';

/**
 * - glob: one entry per file matching `pattern` under `base`; the id is the
 *   path without extension (each part slugged), or `pageId` for MDX pages.
 * - file: one file holding a list of entries, each with an `id`; `listed`
 *   adds each entry's place in the file as `position`.
 */
export type GlobSource = { kind: 'glob'; base: string; pattern: string; pages?: boolean };
export type FileSource = { kind: 'file'; path: string; listed?: boolean };
export type Source = GlobSource | FileSource;

/** One YAML file holding one entry (site settings, the menu tree…); its id is the file name. */
export const singleton = (file: string): GlobSource => ({ kind: 'glob', base: DATA, pattern: file });
/** A folder of YAML files, one entry per file; the id is the path without extension. */
export const folder = (dir: string, pattern = '**/*.yaml'): GlobSource => ({ kind: 'glob', base: `${DATA}/${dir}`, pattern });
/** A YAML file holding a list of entries with ids; `listed` keeps their order as `position`. */
export const listFile = (file: string, listed = false): FileSource => ({ kind: 'file', path: `${DATA}/${file}`, listed });

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

/**
 * A glob source as an Astro loader that parses YAML with the one YAML reader.
 * (Astro's glob() would parse it with another library, in which unquoted
 * dates become Date objects.)
 */
export function yamlGlobLoader(source: GlobSource): Loader {
  return {
    name: 'yaml-glob-loader',
    load: async ({ config, store, parseData, generateDigest, watcher }) => {
      const root = fileURLToPath(config.root);
      const sync = async () => {
        store.clear();
        for (const entry of sourceFiles(root, source)) {
          const filePath = resolve(root, source.base, entry);
          const text = readFileSync(filePath, 'utf8');
          const id = entryId(source, entry);
          const data = await parseData({ id, data: (parseYaml(text) ?? {}) as Record<string, unknown>, filePath });
          store.set({ id, data, digest: generateDigest(text), filePath: relative(root, filePath).split('\\').join('/') });
        }
      };
      await sync();
      const base = resolve(root, source.base);
      watcher?.add(base);
      watcher?.on('all', (_event, path) => {
        if (path.startsWith(base) && /\.(ya?ml|json)$/.test(path)) void sync();
      });
    },
  };
}

/** The stand-ins for Astro's reference() and image() outside the build: a reference reads as Astro gives it, an image as its path. */
const plainReference: Reference = (collection) => z.string().transform((id) => ({ collection, id }));
export const plainTools: Tools = { reference: plainReference, image: (() => z.string()) as unknown as Tools['image'] };

/** A collection of src/schemas/index.ts, as the tests need it. */
type Described<S extends z.ZodType = z.ZodType> = { source: Source; schema: (tools: Tools) => S };

/**
 * Every entry of a collection, read from its files as the build reads them
 * and parsed by its schema; an entry that breaks the schema throws, naming
 * the file and the field. Images come back as their paths.
 */
export function readEntries<S extends z.ZodType>(collection: Described<S>, root = process.cwd()): { id: string; data: z.output<S> }[] {
  const { source } = collection;
  const schema = collection.schema(plainTools);
  const raw: { id: string; file: string; data: unknown }[] =
    source.kind === 'glob'
      ? sourceFiles(root, source).map((entry) => {
          const file = `${source.base}/${entry}`;
          const text = readFileSync(resolve(root, file), 'utf8');
          const yaml = source.pages ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : text;
          return { id: entryId(source, entry), file, data: parseYaml(yaml) ?? {} };
        })
      : itemsOf(source, parseYaml(readFileSync(resolve(root, source.path), 'utf8'))).map((data) => ({
          id: String((data as { id?: unknown }).id),
          file: source.path,
          data,
        }));
  return raw.map(({ id, file, data }) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      const [issue] = result.error.issues;
      throw new Error(`${file} (entry "${id}"), ${issue!.path.join('.') || 'the entry'}: ${issue!.message}`);
    }
    return { id, data: result.data };
  });
}
