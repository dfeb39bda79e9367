/**
 * The not-found page in the language of the missing path: a path under a
 * language's prefix gets that language's (built at /<code>/404), every other
 * path the English /404. Astro
 * knows a language's own 404 route, but the Node adapter always reads the
 * root 404.html from disk, so this server answers missing paths itself.
 * Pages are read from the build once, at start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANG, LANGS, langOfRoute, routeIn } from '../src/lib/languages.ts';

/** The built page of a route: /404 is built as 404.html, a language's /<code>/404 as <code>/404/index.html. */
function builtPage(clientDir, route) {
  const file = [`${route}.html`, `${route}/index.html`].map((name) => join(clientDir, name)).find(existsSync);
  return file && readFileSync(file);
}

/** A function answering a request with the not-found page of its path's language, with status 404. */
export function notFoundFromBuild(clientDir) {
  const pages = new Map(LANGS.map((lang) => [lang, builtPage(clientDir, routeIn(lang, '/404'))]));
  const english = pages.get(DEFAULT_LANG);
  return (path, req, res) => {
    const page = pages.get(langOfRoute(path)) ?? english;
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found.');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length, 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : page);
  };
}
