/**
 * The production server: static files from the build (precompressed, hashed
 * assets cached for a year), server redirects, and Astro's handler for the
 * on-demand routes and the 404 page. Every response carries the security
 * headers. Start with `npm start` after `npm run build`.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { parse } from 'yaml';
import { setSecurityHeaders } from './security-headers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { handler: astroHandler } = await import(`${root}dist/server/entry.mjs`);

/** Routes the server answers with a real redirect (the static build has fallback pages). */
function serverRedirects() {
  const site = parse(readFileSync(`${root}src/content/data/site.yaml`, 'utf8'));
  return new Map([['/admission-apply', site.admissionForm]]);
}

const redirects = serverRedirects();
const IMMUTABLE = 'public, max-age=31536000, immutable';

const staticFiles = sirv(`${root}dist/client`, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? IMMUTABLE : 'public, max-age=0, must-revalidate');
  },
});

export function createRequestHandler() {
  return (req, res) => {
    setSecurityHeaders(res);
    const path = (req.url ?? '/').split('?')[0].replace(/(.)\/$/, '$1');
    const target = redirects.get(path);
    if (target && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(302, { Location: target });
      res.end();
      return;
    }
    staticFiles(req, res, () => astroHandler(req, res));
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  http.createServer(createRequestHandler()).listen(port, host, () => {
    console.log(`Serving the site on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
  });
}
