/**
 * What the built server refuses, checked as an attacker would try it:
 * Astro's own on-demand endpoints (the image service, server islands) are
 * missing pages, methods a path is not served with answer 405 with Allow
 * (never 500, never a stack trace in the log), a client that sends its
 * headers a byte a second is cut off soon after the headers timeout, a
 * client that refuses brotli does not get it, and the content editor has a
 * policy of its own.
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

describe('the content editor', () => {
  it('has a policy that allows scripts from the site only and requests to the site and the GitHub API only', async () => {
    const answer = await fetch(`${server.url}/admin/`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(policy)?.[1]?.split(/\s+/) ?? [];
    expect(directive('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directive('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com', 'http://localhost:8081']);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    // The editor's page has no inline script for the policy to refuse.
    expect(await answer.text()).not.toMatch(/<script>/);
  });
});

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
