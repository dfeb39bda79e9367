/**
 * The built server under malformed requests: a few thousand generated ones
 * (a fixed seed, so a failure can be replayed), sent raw over loopback —
 * broken and reversed ranges, odd conditional headers and encodings, unknown
 * methods, broken URL encodings, over-long URLs and headers, enquiries with
 * fuzzed bodies — while idle connections sit open. None may get a 5xx or go
 * unanswered, and afterwards the server still answers every page. A range
 * that cannot be satisfied answers 416 on any file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startBuiltServer, type BuiltServer } from '../../server/start-built-server.mjs';
import { builtPages, CLIENT_DIR, isEditorRoute } from '../../server/built-site.ts';
import { FIELDS } from '../../src/lib/enquiry/shared/schema.ts';
import { LANGS, routeIn } from '../../src/lib/languages.ts';

const REQUESTS = 2000;
const PARALLEL = 24;

let server: BuiltServer;
let port = 0;
const dir = mkdtempSync(join(tmpdir(), 'server-fuzz-'));

beforeAll(async () => {
  server = await startBuiltServer({ ENQUIRY_DB_PATH: join(dir, 'e.sqlite'), ENQUIRY_RATE_LIMIT: '0', ENQUIRY_MIN_FILL_MS: '0' });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A small seeded generator (mulberry32): the same requests on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const junk = (length: number) => Array.from({ length }, () => String.fromCharCode(32 + int(95))).join('');
  return { int, pick, junk };
}

const files = (() => {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!/\.(br|gz)$/.test(name)) found.push(`/${relative(CLIENT_DIR, path).split('\\').join('/')}`);
    }
  };
  walk(CLIENT_DIR);
  // The public server does not serve the content editor's files (docs/deployment.md).
  return found.filter((path) => !isEditorRoute(path)).sort();
})();

/** One malformed request as raw bytes. */
function malformed(g: ReturnType<typeof generator>): Buffer {
  const path = g.pick(files);
  const number = () => g.pick(['0', '5', '-1', '9007199254740993', '99999999999999999999999', 'NaN', '', ' 7', '0x10', String(g.int(1e6))]);
  const headers: string[] = [`Host: 127.0.0.1:${port}`, 'Connection: close'];
  let method = 'GET';
  let target = path;
  let body = '';
  switch (g.int(9)) {
    case 0:
      headers.push(`Range: ${g.pick(['bytes', 'bytes ', 'items', 'bytes=='])}=${number()}-${number()}${g.int(3) ? '' : `,${number()}-${number()}`}`);
      break;
    case 1:
      headers.push(g.pick(['If-None-Match', 'If-Modified-Since', 'If-Match', 'If-Range', 'If-Unmodified-Since']) + `: ${g.junk(g.int(60))}`);
      headers.push(`Range: bytes=${number()}-${number()}`);
      break;
    case 2:
      headers.push(`Accept-Encoding: ${g.pick(['br;q=x', 'gzip, gzip, br', '*;q=0', 'identity;q=0', g.junk(g.int(200))])}`);
      break;
    case 3:
      method = g.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW', 'get', 'G\u00e9T', '']);
      break;
    case 4:
      target = g.pick([
        `${path}%`,
        `${path}%zz`,
        '/%E0%A4%A',
        routeIn('hi', '/%C0%AF'),
        '/..%2f..%2fetc/passwd',
        '/%00',
        '//',
        '/a/../../b',
        '*',
        'http://evil.example/',
        `/${g.junk(20)}`,
      ]);
      break;
    case 5:
      target = `/${'a'.repeat(1000 + g.int(20_000))}`;
      break;
    case 6:
      headers.push(`X-Long: ${'b'.repeat(4000 + g.int(30_000))}`);
      break;
    case 7: {
      // An enquiry with a fuzzed body.
      method = 'POST';
      target = g.pick([...LANGS.map((lang) => routeIn(lang, '/api/enquiries')), '/api/enquiries.csv', '/xx/api/enquiries']);
      const type = g.pick(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', '']);
      const field = () => g.pick([...FIELDS, 'idempotencyKey', 'fillMs', 'website', '__proto__', 'constructor']);
      body = g.pick([
        JSON.stringify(
          Object.fromEntries(Array.from({ length: g.int(9) }, () => [field(), g.pick([g.junk(g.int(300)), 1, null, [], {}, '\u0000', '\u202e'])])),
        ),
        Array.from({ length: g.int(9) }, () => `${field()}=${encodeURIComponent(g.junk(g.int(300)))}`).join('&'),
        `--x\r\nContent-Disposition: form-data; name="${field()}"\r\n\r\n${g.junk(50)}\r\n--x`,
        g.junk(g.int(2000)),
        '{"name":',
        '%%%&&&==',
      ]);
      if (type) headers.push(`Content-Type: ${type}`);
      headers.push(`Origin: ${g.pick([`http://127.0.0.1:${port}`, 'https://evil.example', 'null'])}`);
      break;
    }
    default:
      // A declared length that does not match the body, or a chunked body that is not one.
      method = 'POST';
      target = g.pick(['/api/enquiries', path]);
      headers.push('Content-Type: application/json', `Origin: http://127.0.0.1:${port}`);
      if (g.int(2)) {
        headers.push(`Content-Length: ${g.pick(['-1', 'abc', '99999999999', '10, 20', '3'])}`);
        body = g.junk(5 + g.int(40));
      } else {
        headers.push('Transfer-Encoding: chunked');
        body = `${g.pick(['zz', 'g1', '-5', '1x', '1;x=y'])}\r\n${g.junk(5)}\r\n0\r\n\r\n`;
      }
  }
  if (body && !headers.some((h) => /^(content-length|transfer-encoding):/i.test(h))) headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return Buffer.concat([Buffer.from(`${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body)]);
}

/** Sends raw bytes on a fresh connection; resolves with the status the server answered, or 0 when it closed without one. */
function exchange(request: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`no answer within 5 s to ${request.subarray(0, 120).toString('latin1')}`));
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('error', () => {}); // the server may close while the request is still being written
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.write(request);
  });
}

describe('the built server under malformed requests', () => {
  it(`answers ${REQUESTS} generated malformed requests without a 5xx, with idle connections open, then still serves every page`, async () => {
    // Connections that never send a request hold sockets the whole time.
    const idle = Array.from({ length: 30 }, () => net.connect(port, '127.0.0.1').on('error', () => {}));
    const g = generator(20261123);
    const requests = Array.from({ length: REQUESTS }, () => malformed(g));
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const status = await exchange(request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status === 0) failures.push(`${status} for ${request.subarray(0, 160).toString('latin1')}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    idle.forEach((socket) => socket.destroy());
    expect(failures.length, failures.slice(0, 5).join('\n---\n')).toBe(0);
    // The requests reached every kind of answer they were built to: refusals, ranges, not found.
    for (const status of [200, 206, 400, 404, 414, 416, 431]) expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();

    const pages = builtPages({ kinds: ['page', 'gallery'] }).map((page) => page.route);
    const unanswered: string[] = [];
    for (const route of pages) {
      const response = await fetch(`${server.url}${route}`);
      await response.arrayBuffer();
      if (response.status !== 200) unanswered.push(`${route}: ${response.status}`);
    }
    expect(pages.length).toBeGreaterThan(0);
    expect(unanswered).toEqual([]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('answers 416 to an end before the start on a file of every kind, plain or precompressed, and keeps serving', async () => {
    const wrong: string[] = [];
    const kinds = new Map(files.map((path) => [/\.[^./]+$/.exec(path)?.[0] ?? path, path]));
    for (const path of kinds.values()) {
      for (const encoding of ['identity', 'br, gzip']) {
        const response = await fetch(`${server.url}${encodeURI(path)}`, { headers: { range: 'bytes=5-2', 'accept-encoding': encoding } });
        await response.arrayBuffer();
        if (response.status !== 416 || !/^bytes \*\/\d+$/.test(response.headers.get('content-range') ?? ''))
          wrong.push(`${path} (${encoding}): ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
