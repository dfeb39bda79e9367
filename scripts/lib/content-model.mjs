/**
 * Loads src/content.config.ts outside Astro, with the real zod schemas (and
 * so the real editor-facing messages), whatever collections it declares.
 * `astro:content` and `astro/loaders` are replaced by small stand-ins
 * (astro-content-shim.mjs, astro-loaders-shim.mjs); everything else, including
 * `astro/zod` and the project's own modules, is imported as it is.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { schemaContext } from './schema-context.mjs';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));

/**
 * @param {string} root project folder (holds src/content.config.ts)
 * @returns {Promise<Record<string, { loader: any, schema: import('astro/zod').ZodType | undefined }>>}
 */
export async function loadCollections(root = process.cwd()) {
  const configFile = resolve(root, 'src/content.config.ts');
  if (!existsSync(configFile)) throw new Error(`There is no src/content.config.ts in ${root}`);
  const { module } = await runnerImport(configFile, {
    root,
    configFile: false,
    logLevel: 'silent',
    cacheDir: resolve(root, '.cache/vite-content'),
    resolve: {
      alias: [
        { find: /^astro:content$/, replacement: here('./astro-content-shim.mjs') },
        { find: /^astro\/loaders$/, replacement: here('./astro-loaders-shim.mjs') },
      ],
    },
  });
  const collections = {};
  for (const [name, collection] of Object.entries(module.collections ?? {})) {
    const schema = typeof collection.schema === 'function' ? collection.schema(schemaContext) : collection.schema;
    collections[name] = { loader: collection.loader, schema };
  }
  return collections;
}
