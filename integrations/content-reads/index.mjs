/**
 * Records, for every prerendered page, which content files the build read to
 * render it (the page's own MDX file, the YAML entries the data layer and
 * components fetched), and writes them to dist/content-reads.json after the
 * build. `npm run preview:changes` uses it to say which changed content files
 * feed a changed page: known from the build, never guessed from file names.
 *
 * How: imports of `astro:content` from src/ resolve to ./recorder.mjs, which
 * re-exports astro:content with its readers wrapped; ./middleware.mjs tells
 * the recorder which page is being rendered. The file sits next to dist/client,
 * so it is never published with the site. What a data module reads once and
 * keeps for later pages (the translation dictionaries, the list of pages)
 * counts for the page that first asked for it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CONTENT_READS_FILE = 'content-reads.json';
const RECORDER = fileURLToPath(new URL('./recorder.mjs', import.meta.url));

export default function contentReads() {
  let outDir;
  return {
    name: 'content-reads',
    hooks: {
      'astro:config:setup': ({ addMiddleware, updateConfig }) => {
        addMiddleware({ entrypoint: new URL('./middleware.mjs', import.meta.url), order: 'pre' });
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'content-reads',
                enforce: 'pre',
                // Before Astro's own resolver, which would otherwise answer first.
                resolveId: {
                  order: 'pre',
                  handler(id, importer) {
                    if (id !== 'astro:content' || !importer || importer === RECORDER) return null;
                    return importer.includes('/src/') && !importer.includes('/node_modules/') ? RECORDER : null;
                  },
                },
              },
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': () => {
        /** @type {Map<string, Set<string>> | undefined} */
        const reads = globalThis.__contentReads?.routes;
        const routes = Object.fromEntries([...(reads ?? [])].sort(([a], [b]) => a.localeCompare(b)).map(([route, files]) => [route, [...files].sort()]));
        mkdirSync(outDir, { recursive: true });
        writeFileSync(new URL(CONTENT_READS_FILE, outDir), JSON.stringify({ routes }, null, 1) + '\n');
      },
    },
  };
}
