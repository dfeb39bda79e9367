/**
 * Astro writes the islands' one-line `display: contents` style inside <body>,
 * just before the first island; the HTML standard wants <style> in <head>.
 * After the build, move it there so every page validates.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

export default function hoistIslandStyle() {
  return {
    name: 'hoist-island-style',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const match = html.match(ISLAND_STYLE);
          if (!match) continue;
          writeFileSync(file, html.replace(match[0], '').replace('</head>', `${match[0]}</head>`));
        }
      },
    },
  };
}
