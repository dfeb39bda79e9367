/**
 * Loads the collections outside Astro from the table the build uses
 * (src/schemas/index.ts): each collection's source (the files it reads, as
 * src/schemas/load.ts finds and names them) and its real zod schema (and so
 * the real editor-facing messages), with the stand-ins of schema-context.mjs
 * for Astro's reference() and image().
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { schemaContext } from './schema-context.mjs';

export const COLLECTIONS_FILE = 'src/schemas/index.ts';

/** A project module (TypeScript) imported through Vite, as the build would. */
export async function importProjectModule(root, file) {
  const { module } = await runnerImport(resolve(root, file), {
    root,
    configFile: false,
    logLevel: 'silent',
    cacheDir: resolve(root, '.cache/vite-content'),
  });
  return module;
}

/**
 * @param {string} root project folder (holds src/schemas/index.ts)
 * @returns {Promise<Record<string, { loader: any, schema: import('astro/zod').ZodType | undefined }>>}
 *   loader: the collection's source (kind glob or file) with `files()`, `idOf(entry)` and `items(data)` to read it
 */
export async function loadCollections(root = process.cwd()) {
  if (!existsSync(resolve(root, COLLECTIONS_FILE))) throw new Error(`There is no ${COLLECTIONS_FILE} in ${root}`);
  const { COLLECTIONS } = await importProjectModule(root, COLLECTIONS_FILE);
  const { entryId, itemsOf, sourceFiles } = await importProjectModule(root, 'src/schemas/load.ts');
  const collections = {};
  for (const [name, { source, schema }] of Object.entries(COLLECTIONS ?? {})) {
    const loader = {
      ...source,
      files: () => sourceFiles(root, source),
      idOf: (entry) => entryId(source, entry),
      items: (data) => itemsOf(source, data),
    };
    collections[name] = { loader, schema: schema(schemaContext) };
  }
  return collections;
}
