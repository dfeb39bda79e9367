/**
 * After the build, each prerendered page passes once through the steps Astro
 * leaves undone: its island style moved into <head> (./island-style.mjs), the
 * island runtime moved into one file for the whole site (./island-runtime.mjs),
 * and its content security policy given the hashes of exactly its own inline
 * styles and scripts (./inline-hashes.mjs), so last.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hoistIslandStyle } from './island-style.mjs';
import { shareIslandRuntime } from './island-runtime.mjs';
import { ownInlineHashes } from './inline-hashes.mjs';

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

export default function finishPages() {
  return {
    name: 'finish-pages',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const site = fileURLToPath(dir);
        const steps = [hoistIslandStyle, shareIslandRuntime(site), ownInlineHashes];
        for (const file of htmlFiles(site)) {
          const html = readFileSync(file, 'utf8');
          const finished = steps.reduce((page, step) => step(page), html);
          if (finished !== html) writeFileSync(file, finished);
        }
      },
    },
  };
}
