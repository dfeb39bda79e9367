/**
 * The not-found page in the language of the missing path: a path under a
 * language's prefix gets that language's (built at /<code>/404), every other
 * path the English /404. Astro
 * knows a language's own 404 route, but the Node adapter always reads the
 * root 404.html from disk, so this server answers missing paths itself.
 * Pages are read from the build once, at start.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_LANG, LANGS, langOfRoute } from '../src/lib/languages.ts';
import { notFoundRoute, pageFile } from './built-site.ts';

/** The not-found page of a language as bytes, or undefined when the build has none. */
function notFoundPage(clientDir, lang) {
  const file = pageFile(notFoundRoute(lang), clientDir);
  return file && readFileSync(file);
}

/** A function answering a request with the not-found page of its path's language, with status 404. */
export function notFoundFromBuild(clientDir) {
  const pages = new Map(LANGS.map((lang) => [lang, notFoundPage(clientDir, lang)]));
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
