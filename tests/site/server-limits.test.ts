/**
 * What the built server refuses, checked as an attacker would try it:
 * Astro's own on-demand endpoints (the image service, server islands) are
 * missing pages, methods a path is not served with answer 405 with Allow
 * (never 500, never a stack trace in the log), a client that sends its
 * headers a byte a second is cut off soon after the headers timeout, a
 * client that refuses brotli does not get it, a Host header that is not one
 * host gets 400, every text answer names its charset and its status's own
 * reason phrase, conditional requests are answered as HTTP says, and the
 * content editor is a missing page unless the server is told to serve it,
 * with a policy of its own then.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer, type BuiltServer } from '../../server/start-built-server.mjs';
import { CLIENT_DIR } from '../../server/built-site.ts';
import { LANGS, routeIn } from '../../src/lib/languages.ts';

/** The headers timeout docs/enquiries.md states (server/main.mjs sets it). */
const HEADERS_TIMEOUT_SECONDS = 10;

let server: BuiltServer;
const dir = mkdtempSync(join(tmpdir(), 'server-limits-'));

beforeAll(async () => {
  server = await startBuiltServer({ ENQUIRY_DB_PATH: join(dir, 'e.sqlite') });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const picture = `/_astro/${readdirSync(join(CLIENT_DIR, '_astro')).find((name) => name.endsWith('.jpg'))}`;

describe('Astro’s on-demand endpoints', () => {
  it('answers the image service and server islands with the not-found page, without encoding anything, while pages keep being served', async () => {
    const huge = `/_image?href=${encodeURIComponent(picture)}&w=4000&h=4000&f=avif&q=100`;
    // Six at once, as in the probe that stalled every page; a page asked for after them is answered too.
    const images = Array.from({ length: 6 }, () => fetch(`${server.url}${huge}`));
    const page = fetch(`${server.url}/`);
    const answers = await Promise.all(images);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await answer.text()).toMatch(/<html/);
    }
    expect((await page).status).toBe(200);
    for (const path of ['/_server-islands/Anything', '/_actions/anything', routeIn('hi', '/_image?href=/x.jpg')]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    // The page that shows the enquiry form again is rendered only for a post to /api/enquiries.
    for (const path of LANGS.map((lang) => routeIn(lang, '/api/enquiry-not-sent'))) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
      const posted = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=A',
      });
      expect(posted.status, `POST ${path}`).toBeGreaterThanOrEqual(400);
      expect(posted.status, `POST ${path}`).toBeLessThan(500);
    }
  });
});

describe('methods', () => {
  it('answers every method a path is not served with 405 and Allow, never 500, and logs no stack trace', async () => {
    const origin = server.url;
    const cases: [string, string, string][] = [
      ['TRACE', '/api/enquiries', 'GET, HEAD, POST'],
      ['TRACE', '/', 'GET, HEAD'],
      ['PUT', '/api/enquiries', 'GET, HEAD, POST'],
      ['DELETE', '/api/enquiries.csv', 'GET, HEAD, POST'],
      ['PATCH', '/about', 'GET, HEAD'],
      ['OPTIONS', '/api/enquiries', 'GET, HEAD, POST'],
      ['PROPFIND', '/', 'GET, HEAD'],
      ['POST', '/about', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      // A same-origin request, so only the method can be refused.
      const answer = await rawRequest(`${method} ${path} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nOrigin: ${origin}\r\nConnection: close\r\n\r\n`);
      expect(answer, `${method} ${path}`).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, `${method} ${path}`).toMatch(new RegExp(`\r\nAllow: ${allow}\r\n`, 'i'));
    }
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});

describe('timeouts', () => {
  it('cuts off a client sending its headers a byte a second within a few seconds of the headers timeout', async () => {
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    const request = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'s'.repeat(100)}`;
    let sent = 0;
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const dripping = setInterval(() => {
      if (socket.destroyed || sent >= request.length) return;
      socket.write(request[sent++]!);
    }, 1000);
    await closed;
    clearInterval(dripping);
    // Counted in bytes sent at one a second: Node's default check every 30 s let such a client stay 30 s or more.
    const limit = HEADERS_TIMEOUT_SECONDS;
    expect(sent).toBeGreaterThanOrEqual(limit - 1);
    expect(sent).toBeLessThanOrEqual(limit + 3);
    expect(answer).toMatch(/^HTTP\/1\.1 408 |^$/);
  }, 60_000);
});

describe('encodings', () => {
  it('sends no brotli to a client that refuses it with q=0, and still compresses for it', async () => {
    const encodingFor = async (accept: string) => {
      const answer = await rawRequest(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${accept}\r\nConnection: close\r\n\r\n`);
      return /\r\ncontent-encoding: (\S+)/i.exec(answer)?.[1] ?? 'identity';
    };
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0, br;q=0')).toBe('identity');
    expect(await encodingFor('*;q=0')).toBe('identity');
    expect(await encodingFor('gzip, br')).toBe('br');
  });
});

describe('the Host header', () => {
  it('answers 400, never 500 and never a stack trace in the log, to user information in Host or to two Host lines', async () => {
    const port = new URL(server.url).port;
    const hosts = ['a@b', `127.0.0.1:${port}@evil.example`, 'evil.example/path', 'a b', ''];
    for (const path of ['/api/enquiries', '/api/enquiries.csv', '/']) {
      for (const host of hosts) {
        const answer = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
        expect(answer, `${path} with Host: ${host}`).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
        expect(answer, `${path} with Host: ${host}`).toMatch(/\r\nContent-Type: text\/plain; charset=utf-8\r\n/i);
        expect(answer, `${path} with Host: ${host}`).toMatch(/\r\nCache-Control: no-store\r\n/i);
      }
      const twice = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(twice, `${path} with two Host lines`).toMatch(/^HTTP\/1\.1 400 /);
    }
    // The site's own hosts are still served.
    for (const host of [`127.0.0.1:${port}`, 'localhost', '[::1]:8080', 'www.example.edu']) {
      expect(await rawRequest(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), host).toMatch(/^HTTP\/1\.1 200 /);
    }
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(server.output()).not.toMatch(/\[ERROR\]/);
  });
});

describe('charsets and reason phrases', () => {
  it('names the charset of every kind of text file the build holds', async () => {
    const kinds = new Map<string, string>();
    const walk = (dir: string, prefix: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) {
          if (entry.name !== 'admin') walk(join(dir, entry.name), `${prefix}${entry.name}/`);
        } else if (!/\.(br|gz)$/.test(entry.name)) {
          const extension = /\.[^.]+$/.exec(entry.name)?.[0] ?? '';
          if (!kinds.has(extension)) kinds.set(extension, `/${prefix}${entry.name}`);
        }
      }
    };
    walk(CLIENT_DIR, '');
    let textual = 0;
    for (const path of kinds.values()) {
      const answer = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const type = answer.headers.get('content-type') ?? '';
      await answer.arrayBuffer();
      if (!/^(text\/|application\/(javascript|json|xml|[\w.-]+\+(xml|json))|image\/svg\+xml)/.test(type)) continue;
      textual++;
      expect(type, path).toMatch(/; ?charset=utf-8$/i);
    }
    // Pages, scripts, styles, the sitemaps and feeds at least.
    expect(textual).toBeGreaterThanOrEqual(4);
  });

  it('sends each status with its own reason phrase: the form sent again without JavaScript is a 422 Unprocessable Entity, not "422 OK"', async () => {
    const host = new URL(server.url).host;
    const form = (body: string, extra = '') =>
      rawRequest(
        `POST /api/enquiries HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\n${extra}Connection: close\r\n\r\n${body}`,
      );
    const invalid = await form('name=&fillMs=', 'Content-Length: 13\r\n');
    expect(invalid).toMatch(/^HTTP\/1\.1 422 Unprocessable Entity\r\n/);
    expect(invalid).toMatch(/\r\nContent-Type: text\/html; ?charset=utf-8\r\n/i);
    // Too long, sent in chunks with no Content-Length to refuse it early: the form again, with 413.
    const chunk = `name=${'a'.repeat(20_000)}`;
    const tooLong = await form(`${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`, 'Transfer-Encoding: chunked\r\n');
    expect(tooLong).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
    expect(tooLong).toMatch(/\r\nContent-Type: text\/html; ?charset=utf-8\r\n/i);
  });
});

describe('conditional requests', () => {
  const file = '/robots.txt';
  const plain = { 'accept-encoding': 'identity' };
  const head = async (headers: Record<string, string> = {}) => {
    const answer = await fetch(`${server.url}${file}`, { headers: { ...plain, ...headers } });
    return { status: answer.status, headers: answer.headers, body: await answer.text() };
  };

  it('sends part of a file for If-Range only while it names the file as it is, the whole file otherwise', async () => {
    const whole = await head();
    const etag = whole.headers.get('etag')!;
    const lastModified = whole.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const range = { range: 'bytes=0-4' };
    expect((await head({ ...range, 'if-range': etag })).status).toBe(206);
    expect((await head({ ...range, 'if-range': lastModified })).status).toBe(206);
    for (const stale of ['"another-version"', `W/${etag}`, new Date(Date.parse(lastModified) - 60_000).toUTCString(), 'not a date']) {
      const answer = await head({ ...range, 'if-range': stale });
      expect(answer.status, stale).toBe(200);
      expect(answer.body, stale).toBe(whole.body);
    }
  });

  it('answers If-None-Match and If-Modified-Since with 304, If-Match and If-Unmodified-Since that fail with 412', async () => {
    const { headers } = await head();
    const etag = headers.get('etag')!;
    const lastModified = headers.get('last-modified')!;
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const cases: [Record<string, string>, number][] = [
      [{ 'if-none-match': etag }, 304],
      [{ 'if-none-match': `"other", W/${etag}` }, 304],
      [{ 'if-none-match': '"other"' }, 200],
      [{ 'if-modified-since': lastModified }, 304],
      [{ 'if-modified-since': before }, 200],
      // If-None-Match decides when both are sent.
      [{ 'if-none-match': '"other"', 'if-modified-since': lastModified }, 200],
      [{ 'if-match': etag }, 200],
      [{ 'if-match': '*' }, 200],
      [{ 'if-match': '"other"' }, 412],
      [{ 'if-match': `W/${etag}` }, 412],
      [{ 'if-unmodified-since': lastModified }, 200],
      [{ 'if-unmodified-since': before }, 412],
      [{ 'if-unmodified-since': 'not a date' }, 200],
    ];
    for (const [conditions, status] of cases) {
      const answer = await head(conditions);
      expect(answer.status, JSON.stringify(conditions)).toBe(status);
      if (status !== 200) expect(answer.body, JSON.stringify(conditions)).toBe('');
    }
  });

  it('gives each encoding of a file its own entity tag', async () => {
    const tagOf = async (encoding: string) => (await fetch(`${server.url}/`, { headers: { 'accept-encoding': encoding } })).headers.get('etag');
    const tags = await Promise.all(['identity', 'gzip', 'br'].map(tagOf));
    expect(new Set(tags).size).toBe(3);
  });
});

describe('the content editor', () => {
  it('is a missing page on a server not told to serve it, however its address is written', async () => {
    for (const path of ['/admin', '/admin/', '/admin/index.html', '/admin/config.yml', '/%61dmin/', '//admin/config.yml', '/admin/decap-cms.js']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toMatch(/decap|backend:/i);
    }
  });

  it('has, where it is served, a policy that allows scripts from the site only and requests to the site and the GitHub API only', async () => {
    const editorHost = await startBuiltServer({ ENQUIRY_DB_PATH: join(dir, 'editor.sqlite'), SERVE_EDITOR: '1' });
    try {
      expect((await fetch(`${editorHost.url}/admin/config.yml`)).headers.get('content-type')).toMatch(/; ?charset=utf-8$/);
      await checkEditorPolicy(editorHost.url);
    } finally {
      await editorHost.stop();
    }
  });
});

/** The editor's policy: scripts from the site only (eval, which Decap needs: server/security-headers.mjs), requests to the site and the GitHub API only. */
async function checkEditorPolicy(origin: string) {
  const answer = await fetch(`${origin}/admin/`);
  expect(answer.status).toBe(200);
  const policy = answer.headers.get('content-security-policy') ?? '';
  const directive = (name: string) => new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(policy)?.[1]?.split(/\s+/) ?? [];
  expect(directive('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
  expect(directive('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com', 'http://localhost:8081']);
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(directive('object-src')).toEqual(["'none'"]);
  // The editor's page has no inline script for the policy to refuse.
  expect(await answer.text()).not.toMatch(/<script>/);
}

/** Sends raw bytes; resolves with everything the server answered before closing. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    let answer = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${text.slice(0, 60)}`));
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    socket.write(text);
  });
}
