/** The routes and sizes of the built site, for the benchmark. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { builtPages, readPage } from '../../server/built-site.ts';

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * The routes Lighthouse measures: every page of the site and every error page, each of which the server also
 * sends at its own route with status 200 (/404, /hi/404, /500), so Lighthouse scores it.
 */
export const builtRoutes = () => builtPages({ kinds: ['page', 'error'] }).map(({ route }) => route);

export function directorySize(dir, include = () => true) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const file of files(dir)) if (include(file)) total += statSync(file).size;
  return total;
}

/**
 * How many islands a route's page holds in its content (<main>): the frame's own islands (header menus,
 * enquiry modal) are on every page, so none here means only the frame is interactive.
 */
export function islandCount(route) {
  const main = /<main\b[\s\S]*<\/main>/.exec(readPage(route))?.[0] ?? '';
  return (main.match(/<astro-island\b/g) ?? []).length;
}

/**
 * The scripts a page carries inline (the island loader and the hydration directive), brotli-compressed
 * one by one, as Lighthouse counts them in the document rather than as scripts. JSON-LD is data, not script.
 */
export function inlineScriptBytes(route) {
  const scripts = [...readPage(route).matchAll(/<script(?![^>]*\b(?:src|type="application\/ld\+json")\b)[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.reduce((sum, [, text]) => sum + brotliCompressSync(Buffer.from(text)).length, 0);
}
