/**
 * Headers sent with every response, static or rendered. The page-specific
 * script and style hashes travel in each prerendered page's CSP meta tag
 * (Astro's security.csp); frame-ancestors only works as a header, so it is
 * set here. A page rendered on demand gets Astro's policy as a header, which
 * would replace this one: the header-only directives are added to it.
 */
import { editorBackendOrigin } from './editor-backend.mjs';

const HEADER_ONLY_CSP = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

export const SECURITY_HEADERS = {
  'Content-Security-Policy': HEADER_ONLY_CSP,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * The content editor's policy (/admin/): Decap's bundle and the project's
 * editor script from this site only; eval, because Decap checks its
 * configuration with validators it compiles from strings (ajv) and will
 * not start without them; styles Decap injects at run time. Requests go
 * to this site and the GitHub API only (the GitHub token the editor holds
 * can be sent nowhere else), and to the browser's own blob: URLs, through
 * which Decap reads an uploaded file. Images come from this site, the
 * repository's files as blobs, and GitHub avatars. http://localhost:<port>
 * is the editor's local backend (server/editor-backend.mjs), which Decap
 * uses only when the editor itself is opened on localhost. The sign-in
 * pop-up is a window, not a request: no policy names it.
 * docs/deployment.md says how to serve the editor on an origin of its own.
 */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  `connect-src 'self' blob: https://api.github.com ${editorBackendOrigin()}`,
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The editor's headers: its policy, and a pop-up (the GitHub sign-in) that can report back to it. */
export function setEditorHeaders(res) {
  res.setHeader('Content-Security-Policy', EDITOR_CSP);
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
}

/** Two years, the preload list's expectation; sent only when the site's public address is https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Sets the headers on `res`, and keeps frame-ancestors in a policy a later writeHead brings. */
export function setSecurityHeaders(res, { https = false } = {}) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const headers = rest.at(-1);
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'content-security-policy' && !String(headers[name]).includes('frame-ancestors')) {
          headers[name] = `${String(headers[name]).replace(/[;\s]+$/, '')}; frame-ancestors 'none'`;
        }
      }
    }
    return writeHead.call(this, status, ...rest);
  };
}
