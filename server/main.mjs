/**
 * The production server: static files from the build (precompressed, hashed
 * assets cached for a year), real redirects for the build's redirect pages,
 * the health check, Astro's handler for the on-demand routes, and the
 * not-found page in the language of the missing path. Every response carries the security headers. Start with `npm start`
 * after `npm run build`.
 *
 * It also owns the enquiry service (src/lib/enquiry): created here, handed
 * to Astro's routes as `locals.enquiries`, stopped on SIGTERM/SIGINT.
 * Request bodies above ENQUIRY_MAX_BODY_BYTES are refused with 413 before
 * they reach Astro. Settings: see src/lib/enquiry/config.ts.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { setSecurityHeaders } from './security-headers.mjs';
import { redirectsFromBuild } from './redirects.mjs';
import { answerHealth, HEALTH_PATH } from './health.mjs';
import { notFoundFromBuild } from './not-found.mjs';
import { configFromEnv } from '../src/lib/enquiry/config.ts';
import { EnquiryService } from '../src/lib/enquiry/service.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { handler: astroHandler } = await import(`${root}dist/server/entry.mjs`);

const redirects = redirectsFromBuild(`${root}dist/client`);
const notFound = notFoundFromBuild(`${root}dist/client`);
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

export function createRequestHandler({ enquiries, maxBodyBytes = 16 * 1024 }) {
  const locals = { enquiries };
  return (req, res) => {
    setSecurityHeaders(res);
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      res.end('Request body too large.');
      return;
    }
    const path = (req.url ?? '/').split('?')[0].replace(/(.)\/$/, '$1');
    // The content editor signs in to GitHub in a pop-up window that reports back to it.
    if (path === '/admin' || path.startsWith('/admin/')) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (reading && path === HEALTH_PATH) return void answerHealth(enquiries, req, res);
    const target = redirects.get(path);
    if (target && reading) {
      res.writeHead(302, { Location: target });
      res.end();
      return;
    }
    // Astro calls the last step when no route of its own matches the path.
    staticFiles(req, res, () => astroHandler(req, res, () => notFound(path, req, res), locals));
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  const config = configFromEnv();
  const enquiries = new EnquiryService(config);
  enquiries.start();
  const server = http.createServer(createRequestHandler({ enquiries, maxBodyBytes: config.maxBodyBytes }));
  server.keepAliveTimeout = 5000;
  server.listen(port, host, () => {
    const { port: actual } = server.address();
    console.log(`Serving the site on http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}`);
  });
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then stopping`);
    server.close();
    server.closeIdleConnections();
    await enquiries.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
