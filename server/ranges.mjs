/**
 * Range requests, checked before sirv answers them: sirv reads a Range
 * header with parseInt and hands the numbers to fs.createReadStream, which
 * throws on an end before the start (`bytes=5-2`) or beyond 2^53. Here the
 * header is parsed by range-parser (the parser Express uses) against the
 * file's real size and rewritten to the one plain range sirv handles well,
 * or turned into what sirv answers with 416.
 */
import parseRange from 'range-parser';

/**
 * Called by sirv's setHeaders with the file's size, before it reads the
 * Range header: leaves a satisfiable single range in the form
 * `bytes=start-end`, makes an unsatisfiable one ask for a start past the
 * end (sirv then answers 416 with `Content-Range: bytes *\/size`), and drops
 * a malformed or multi-part one, so the whole file is sent with 200.
 */
export function settleRange(req, size) {
  const header = req.headers.range;
  if (header === undefined) return;
  const ranges = parseRange(size, String(header), { combine: true });
  if (ranges === -1) req.headers.range = `bytes=${size}-`;
  else if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) delete req.headers.range;
  // sirv reads an end of 0 as the last byte, so bytes=0-0 gets the whole file as a 206: still a correct answer.
  else req.headers.range = `bytes=${ranges[0].start}-${ranges[0].end}`;
}
