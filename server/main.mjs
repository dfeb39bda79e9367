/**
 * The production server: static files from the build (precompressed, hashed
 * assets cached for a year), real redirects for the build's redirect pages,
 * the health check, Astro's handler for the on-demand routes, the thank-you
 * page with the enquiry's reference (server/thank-you.mjs), and the
 * not-found page in the language of the missing path. Every response
 * carries the security headers, its status's own reason phrase and, for
 * text, its charset (server/response-head.mjs); the build's files answer
 * conditional requests (server/conditional.mjs). The content editor
 * (/admin/) is a missing page unless SERVE_EDITOR=1 (docs/deployment.md).
 * Start with `npm start` after `npm run build`.
 *
 * No request can stop it: a Host header that is not one host (two of them,
 * user information) gets 400 before anything reads it
 * (server/host-header.mjs); an error while answering one request answers
 * that request with 500 and is logged (its message, never a stack trace);
 * ranges are checked before sirv sees them (server/ranges.mjs); over-long
 * URLs get 414, slow clients are cut off by the timeouts below, and a
 * method a path is not served with gets 405 with Allow. Only the on-demand
 * routes below reach Astro's handler: its own endpoints (the image service
 * at /_image, server islands, actions) are answered as missing pages.
 *
 * It wires in the enquiry service (enquiry/server): created here, stopped
 * on SIGTERM/SIGINT. A script's post to the enquiry routes is answered here
 * (enquiry/server/http/node-route.ts); the rest of the enquiry routes go to
 * Astro's, which get the service as `locals.enquiries` with the visitor's
 * address as `locals.clientAddress` (read behind TRUSTED_PROXIES proxies).
 * Cross-site form posts are refused here (enquiry/server/http/origin-check.ts),
 * and request bodies declared above ENQUIRY_MAX_BODY_BYTES with 413 (the
 * service counts what arrives against the same limit). Settings: see
 * enquiry/server/config.ts.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import Negotiator from 'negotiator';
import { setEditorHeaders, setSecurityHeaders } from './security-headers.mjs';
import { redirectsFromBuild } from './redirects.mjs';
import { ROUTE_REDIRECTS } from './route-redirects.mjs';
import { answerHealth, HEALTH_PATH } from './health.mjs';
import { notFoundFromBuild } from './not-found.mjs';
import { thankYouFromBuild } from './thank-you.mjs';
import { settleRange } from './ranges.mjs';
import { preconditionStatus, rangeStillValid, validatorsOf } from './conditional.mjs';
import { hostHeaderProblem } from './host-header.mjs';
import { settleResponseHead } from './response-head.mjs';
import { isEditorRoute } from './built-site.ts';
import { configFromEnv } from '../enquiry/server/config.ts';
import { EnquiryService } from '../enquiry/server/service.ts';
import { visitorAddress } from '../enquiry/server/visitor.ts';
import { isCrossSiteForm } from '../enquiry/server/http/origin-check.ts';
import { answerScriptPost, ENQUIRY_ROUTES, EXPORT_ROUTE, scriptPostTo } from '../enquiry/server/http/node-route.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { handler: astroHandler } = await import(`${root}dist/server/entry.mjs`);

const redirects = new Map([...Object.entries(ROUTE_REDIRECTS), ...redirectsFromBuild(`${root}dist/client`)]);
const notFound = notFoundFromBuild(`${root}dist/client`);
const thankYouPage = thankYouFromBuild(`${root}dist/client`);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Longer than any of the site's own URLs with a query, far shorter than Node's header limit. */
const MAX_URL_LENGTH = 2048;
/** The routes of src/pages rendered on demand (prerender = false): the enquiry routes, in every language, and the staff export. */
const onDemand = (path) => ENQUIRY_ROUTES.has(path) || path === EXPORT_ROUTE;
const READ = ['GET', 'HEAD'];
const READ_AND_POST = [...READ, 'POST'];
/** Headers and request timeouts, as docs/enquiries.md states them; Node checks them every second instead of every 30 s. */
const TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1000 };

const staticFiles = sirv(`${root}dist/client`, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders(res, pathname, stats) {
    const req = res.req;
    const validators = validatorsOf(stats);
    res.setHeader('ETag', validators.etag);
    res.setHeader('Last-Modified', validators.lastModified);
    res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? IMMUTABLE : 'public, max-age=0, must-revalidate');
    const precondition = preconditionStatus(req, validators);
    if (precondition) return answerWithoutBody(req, res, stats.size, precondition);
    if (!rangeStillValid(req, validators)) delete req.headers.range;
    settleRange(req, stats.size);
  },
});

/**
 * A 304 or 412 in place of the file sirv is about to send: sirv answers a
 * range that starts past the end with headers only and no body, so the
 * request asks for that range and the answer gets the precondition's status.
 */
function answerWithoutBody(req, res, size, status) {
  req.headers.range = `bytes=${size}-`;
  const writeHead = res.writeHead;
  res.writeHead = function (_status, ...rest) {
    this.removeHeader('Content-Range');
    return writeHead.call(this, status, ...rest);
  };
}

/** A path as sirv looks it up (percent-decoded, repeated slashes as one), so an encoded /admin/ is known as the editor's. */
function decodedPath(path) {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // sirv keeps a path it cannot decode as it is, too.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

function answerPlain(res, status, message, headers = {}) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(message);
}

/** The answer to a request that failed while being answered: a 500 (or the connection closed, when the answer had begun), and a log line. */
function failed(req, res, error) {
  // The message only: a stack trace in the log for each odd request would let anyone fill it.
  console.error(`[server] ${req.method} ${String(req.url).slice(0, 200)} failed: ${error?.message ?? error}`);
  answerPlain(res, 500, 'The server could not answer this request.');
}

/** The server's answer to every request; `enquiries` is the enquiry service, whose settings the server shares. */
export function createRequestHandler(enquiries, { serveEditor = false } = {}) {
  const { maxBodyBytes, trustedProxies, siteOrigin } = enquiries.config;
  const answer = (req, res) => {
    settleResponseHead(res);
    setSecurityHeaders(res, { https: siteOrigin?.startsWith('https:') });
    const url = req.url ?? '/';
    if (url.length > MAX_URL_LENGTH) return answerPlain(res, 414, 'URL too long.');
    const badHost = hostHeaderProblem(req);
    if (badHost) return answerPlain(res, 400, badHost, { Connection: 'close' });
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      return answerPlain(res, 413, 'Request body too large.', { Connection: 'close' });
    }
    const path = url.split('?')[0].replace(/(.)\/$/, '$1');
    const dynamic = onDemand(path);
    const allowed = dynamic ? READ_AND_POST : READ;
    if (!allowed.includes(req.method)) return answerPlain(res, 405, 'Method not allowed.', { Allow: allowed.join(', ') });
    if (isCrossSiteForm(req, { trustedProxies, siteOrigin })) return answerPlain(res, 403, 'Cross-site form submissions are refused.');
    if (isEditorRoute(decodedPath(path))) {
      if (!serveEditor) return notFound(path, req, res);
      setEditorHeaders(res);
    }
    const reading = READ.includes(req.method);
    if (reading && path === HEALTH_PATH) return void answerHealth(enquiries, req, res).catch((error) => failed(req, res, error));
    const target = redirects.get(path);
    if (target && reading) {
      res.writeHead(302, { Location: target });
      res.end();
      return;
    }
    const missing = () => notFound(path, req, res);
    const clientAddress = visitorAddress(req.headers, req.socket.remoteAddress ?? '', trustedProxies);
    const scriptPost = scriptPostTo(req, path);
    if (scriptPost) return void answerScriptPost(req, res, enquiries, scriptPost, clientAddress).catch((error) => failed(req, res, error));
    const locals = { enquiries, clientAddress };
    // Astro calls the last step when no route of its own matches the path.
    const rendered = () => {
      Promise.resolve(astroHandler(req, res, missing, locals)).catch((error) => failed(req, res, error));
    };
    // sirv pipes a file stream into the answer without listening for its errors (a file removed since the start would stop the process).
    res.once('pipe', (source) => source.once('error', (error) => failed(req, res, error)));
    if (!reading) return rendered();
    if (thankYouPage(path, url.split('?')[1] ?? '', req, res)) return;
    // sirv sends brotli whenever the header names it, even as br;q=0: it is handed only the codings the client accepts.
    req.headers['accept-encoding'] = new Negotiator(req).encodings(['br', 'gzip']).join(', ');
    staticFiles(req, res, dynamic ? rendered : missing);
  };
  return (req, res) => {
    try {
      answer(req, res);
    } catch (error) {
      failed(req, res, error);
    }
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  const enquiries = new EnquiryService(configFromEnv());
  enquiries.start();
  // The content editor (/admin/) is answered 404 unless this instance is the editor's host (docs/deployment.md).
  const handler = createRequestHandler(enquiries, { serveEditor: process.env.SERVE_EDITOR === '1' });
  // A client that sends its headers or body too slowly is cut off, not waited for.
  const server = http.createServer(TIMEOUTS, handler);
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
