/** Components use the design tokens: no raw colour value outside src/styles/tokens.css. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const TOKENS = join('src', 'styles', 'tokens.css');
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(|\boklch\(|\blab\(/i;
/** The browser UI colour in <meta name="theme-color"> cannot read a CSS variable. */
const ALLOWED = /name="theme-color"/;

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(css|astro|tsx|ts|mdx)$/.test(name)) yield path;
  }
}

it('no component writes a raw colour', () => {
  const found: string[] = [];
  for (const file of sources('src')) {
    if (file === TOKENS) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (RAW_COLOUR.test(line) && !ALLOWED.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});
