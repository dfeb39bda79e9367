/**
 * The collection table of the build (src/schemas/index.ts) loaded outside
 * Astro, for the scripts: each collection's source and its real zod schema
 * (and so the real editor-facing messages), given the stand-ins for Astro's
 * tools. The table is TypeScript written for Vite, so it is imported through
 * Vite as the build would.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'astro/zod';
import { runnerImport } from 'vite';
import type { Source } from './sources.ts';
import { readContext, standIns, type ReadContext, type Tools } from './stand-ins.ts';
import { listEntries } from './entries.ts';

export const COLLECTIONS_FILE = 'src/schemas/index.ts';

/** A project module (TypeScript) imported through Vite, as the build would. */
export async function importProjectModule(root: string, file: string): Promise<Record<string, unknown>> {
  const { module } = await runnerImport<Record<string, unknown>>(resolve(root, file), {
    root,
    configFile: false,
    logLevel: 'silent',
    cacheDir: resolve(root, '.cache/vite-content'),
  });
  return module;
}

/** A collection as src/schemas/index.ts describes it, and as loaded: its schema given the stand-ins. */
type Described = { source: Source; schema: (tools: Tools) => z.ZodType };
export type LoadedCollection = { source: Source; schema: z.ZodType };

/**
 * Every collection with its schema; `context` is the entry being read (set by
 * the reader around each parse) and collects the references the entries make.
 */
export async function loadCollections(root = process.cwd(), context: ReadContext = readContext(root)): Promise<Record<string, LoadedCollection>> {
  if (!existsSync(resolve(root, COLLECTIONS_FILE))) throw new Error(`There is no ${COLLECTIONS_FILE} in ${root}`);
  const { COLLECTIONS } = (await importProjectModule(root, COLLECTIONS_FILE)) as { COLLECTIONS?: Record<string, Described> };
  const tools = standIns(context);
  return Object.fromEntries(Object.entries(COLLECTIONS ?? {}).map(([name, { source, schema }]) => [name, { source, schema: schema(tools) }]));
}

/** The ids of each collection's entries, as the build gives them: what a reference may name. */
export async function entryIds(root = process.cwd()): Promise<Record<string, string[]>> {
  const collections = await loadCollections(root);
  return Object.fromEntries(Object.entries(collections).map(([name, { source }]) => [name, listEntries(root, name, source).entries.map((e) => e.id)]));
}
