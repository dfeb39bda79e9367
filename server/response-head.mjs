/**
 * The status line and content type of every response, whoever wrote them:
 * the reason phrase is the status's own (Astro's Node adapter sends its
 * Response's statusText, which is "OK" for a page that set only its status,
 * so the form sent again answered "422 OK"), and a text response names its
 * charset (sirv names it for HTML only; the build's scripts, sitemaps and
 * the editor's config.yml are UTF-8 like everything else it writes).
 */
import { STATUS_CODES } from 'node:http';

/** Media types read as text, which a charset parameter applies to. */
const TEXTUAL = /^(?:text\/[^;\s]+|application\/(?:javascript|json|xml|yaml|x-yaml|[\w.-]+\+(?:xml|json))|image\/svg\+xml)\s*(?:;|$)/i;

/** A content type with `charset=utf-8` added when it is textual and names none. */
export function withCharset(type) {
  const text = String(type);
  return TEXTUAL.test(text) && !/;\s*charset=/i.test(text) ? `${text.replace(/[;\s]+$/, '')}; charset=utf-8` : type;
}

/** Makes each later writeHead of `res` (an explicit one, or the one `end` makes) send the status's reason phrase and a charset. */
export function settleResponseHead(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const reason = STATUS_CODES[status];
    if (reason) {
      if (typeof rest[0] === 'string') rest[0] = reason;
      this.statusMessage = reason;
    }
    const headers = rest.find((value) => value && typeof value === 'object' && !Array.isArray(value));
    const typeKey = headers && Object.keys(headers).find((name) => name.toLowerCase() === 'content-type');
    if (typeKey) headers[typeKey] = withCharset(headers[typeKey]);
    else if (this.hasHeader('content-type')) this.setHeader('Content-Type', withCharset(this.getHeader('content-type')));
    return writeHead.call(this, status, ...rest);
  };
}
