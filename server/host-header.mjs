/**
 * The Host header, checked before anything reads it: exactly one (none is
 * allowed in HTTP/1.0 only), and nothing but a host name, an IPv4 address
 * or a bracketed IPv6 address, with an optional port. Astro builds its
 * request URL from the header, and a URL with user information
 * (`Host: a@b`) or a second Host line would otherwise reach it.
 */

/** A DNS name or IPv4 address, or an IPv6 literal in brackets; then an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Why a request's Host header cannot be used, or null when it can. */
export function hostHeaderProblem(req) {
  const lines = req.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === 'host').length;
  if (lines > 1) return 'More than one Host header.';
  if (lines === 0) return req.httpVersion === '1.0' ? null : 'A Host header is required.';
  return HOST.test(req.headers.host ?? '') ? null : 'The Host header is not a host name.';
}
