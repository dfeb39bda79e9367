/**
 * Cross-site form posts are refused (Astro's own check is off: it compares
 * the Origin header with a URL built from the plain-http socket, so behind
 * a TLS-terminating proxy it would refuse the site's own forms). The
 * request's own origin is the one the visitor used, read from trusted
 * proxies' headers only (../visitor.ts); SITE_URL's origin is accepted too.
 * The rule is Astro's: a request that is not GET, HEAD or OPTIONS, sent as
 * a form (or with no content type), must carry the same origin. JSON posts
 * are left to the browser's CORS preflight, as in Astro.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { visitorOrigin } from '../visitor.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** Whether a request must be refused as a cross-site form submission. */
export function isCrossSiteForm(
  req: IncomingMessage,
  { trustedProxies = 0, siteOrigin = null }: { trustedProxies?: number; siteOrigin?: string | null } = {},
): boolean {
  if (SAFE_METHODS.has(req.method ?? '')) return false;
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type && !FORM_TYPES.some((form) => type.includes(form))) return false;
  const origin = req.headers.origin;
  if (!origin) return true;
  if (siteOrigin && origin === siteOrigin) return false;
  return origin !== visitorOrigin(req.headers, Boolean((req.socket as TLSSocket | undefined)?.encrypted), trustedProxies);
}
