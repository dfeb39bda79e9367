/** The routes and sizes of the built site, for the benchmark. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Every content route, plus /404.html, which serves the not-found page with status 200 so Lighthouse scores it. */
export function builtRoutes(dir = 'dist/client') {
  const routes = [];
  for (const file of files(dir)) {
    if (!file.endsWith('.html')) continue;
    const rel = relative(dir, file).split(sep).join('/');
    // The content editor (/admin/) is a tool for editors, not a page of the site.
    if (rel === '404.html' || rel === '500.html' || rel.startsWith('gallery/') || rel.startsWith('admin/')) continue;
    if (/<meta http-equiv="refresh"/i.test(readFileSync(file, 'utf8'))) continue;
    routes.push(rel === 'index.html' ? '/' : '/' + rel.replace(/\/index\.html$/, ''));
  }
  return [...routes.sort(), '/404.html'];
}

export function directorySize(dir, include = () => true) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const file of files(dir)) if (include(file)) total += statSync(file).size;
  return total;
}

function builtPage(route, dir) {
  const file = route === '/' ? 'index.html' : route.endsWith('.html') ? route.slice(1) : `${route.slice(1)}/index.html`;
  return readFileSync(join(dir, file), 'utf8');
}

/**
 * How many islands a route's page holds in its content (<main>): the frame's own islands (header menus,
 * enquiry modal) are on every page, so none here means only the frame is interactive.
 */
export function islandCount(route, dir = 'dist/client') {
  const main = /<main\b[\s\S]*<\/main>/.exec(builtPage(route, dir))?.[0] ?? '';
  return (main.match(/<astro-island\b/g) ?? []).length;
}

/**
 * The scripts a page carries inline (the island loader and the hydration directive), brotli-compressed
 * one by one, as Lighthouse counts them in the document rather than as scripts. JSON-LD is data, not script.
 */
export function inlineScriptBytes(route, dir = 'dist/client') {
  const scripts = [...builtPage(route, dir).matchAll(/<script(?![^>]*\b(?:src|type="application\/ld\+json")\b)[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.reduce((sum, [, text]) => sum + brotliCompressSync(Buffer.from(text)).length, 0);
}
