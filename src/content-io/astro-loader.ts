/**
 * A glob source as an Astro loader that parses YAML with the project's one
 * YAML reader (Astro's glob() would parse it with another library, in which
 * unquoted dates become Date objects).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { entryId, sourceFiles, type GlobSource } from './sources.ts';
import { parseYaml } from './yaml.ts';

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
