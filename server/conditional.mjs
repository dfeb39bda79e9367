/**
 * Conditional requests on the build's files, as HTTP says (RFC 9110 §13):
 * If-Match and If-Unmodified-Since (412 when they fail), If-None-Match and
 * If-Modified-Since (304 to a GET or HEAD), and If-Range (a range only
 * while the file is still the one the client has part of). sirv compares
 * If-None-Match by string alone and ignores the rest, so the server gives
 * each file validators of its own here and answers every condition.
 *
 * The entity tag is strong: a file of the build never changes under the
 * same size and modification time, and each encoding (.br, .gz) is a file
 * of its own with a tag of its own, as strong tags require.
 */

/** A file's validators, from its stats: a strong entity tag and the modification time as HTTP writes it. */
export function validatorsOf(stats) {
  return { etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`, lastModified: stats.mtime.toUTCString() };
}

/** The entity tags of a list header (If-Match, If-None-Match); '*' stays '*'. */
const tagsOf = (header) => String(header).match(/\*|(?:W\/)?"[^"]*"/g) ?? [];
const opaque = (tag) => tag.replace(/^W\//, '');
const isWeak = (tag) => tag.startsWith('W/');

/** An HTTP date in whole seconds, or null when the header is not one. */
function dateOf(header) {
  if (header === undefined) return null;
  const time = Date.parse(String(header));
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}
const seconds = (httpDate) => Math.floor(Date.parse(httpDate) / 1000);

/** 412, 304, or 0 when the file is to be sent; the evaluation order of RFC 9110 §13.2.2. */
export function preconditionStatus(req, { etag, lastModified }) {
  const headers = req.headers;
  const reading = req.method === 'GET' || req.method === 'HEAD';
  if (headers['if-match'] !== undefined) {
    const tags = tagsOf(headers['if-match']);
    if (!tags.some((tag) => tag === '*' || (!isWeak(tag) && tag === etag))) return 412;
  } else {
    const since = dateOf(headers['if-unmodified-since']);
    if (since !== null && seconds(lastModified) > since) return 412;
  }
  if (headers['if-none-match'] !== undefined) {
    const tags = tagsOf(headers['if-none-match']);
    if (tags.some((tag) => tag === '*' || opaque(tag) === etag)) return reading ? 304 : 412;
  } else if (reading) {
    const since = dateOf(headers['if-modified-since']);
    if (since !== null && seconds(lastModified) <= since) return 304;
  }
  return 0;
}

/** Whether a Range may be honoured: no If-Range, or one naming the file as it is now (a strong tag, or its exact date). */
export function rangeStillValid(req, { etag, lastModified }) {
  const header = req.headers['if-range'];
  if (header === undefined) return true;
  const value = String(header).trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = dateOf(value);
  return date !== null && date === seconds(lastModified);
}
