/**
 * The built server behind a real reverse proxy on loopback, as deployed
 * behind a load balancer that terminates TLS: the proxy appends the address
 * it received each request from to X-Forwarded-For and says the visitor
 * used https and the public host. Clients connect from different loopback
 * addresses (127.0.0.2, 127.0.0.3, …), so the proxy sees them apart.
 *
 * With TRUSTED_PROXIES=1, two visitors behind the one proxy are limited
 * separately, a forged leftmost X-Forwarded-For does not escape the limit,
 * a form sent without JavaScript through the https proxy is accepted and a
 * cross-site one refused. A server that trusts no proxy ignores forwarded
 * headers altogether; SITE_URL names the public origin and turns on HSTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer, type BuiltServer } from '../../server/start-built-server.mjs';
import { PROGRAMS, STATES } from '../../src/lib/enquiry/shared/schema.ts';

const PUBLIC_HOST = 'www.university.test';
const PUBLIC_ORIGIN = `https://${PUBLIC_HOST}`;
const RATE_LIMIT = 2;

const fields = {
  name: 'Proxy Test Student',
  email: 'proxy.test@example.com',
  phoneno: '98765 43210',
  program: PROGRAMS[0],
  state: STATES[0],
  city: 'Noida',
  query: 'An enquiry sent through the proxy.',
  consent: 'yes',
};

const dir = mkdtempSync(join(tmpdir(), 'proxy-test-'));
let behindProxy: BuiltServer;
let direct: BuiltServer;
let proxy: http.Server;
let proxyPort = 0;

/** A TLS-terminating proxy as a load balancer is: appends the peer to X-Forwarded-For, states the scheme and host the visitor used. */
function startProxy(upstream: URL): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const outbound = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https', 'x-forwarded-host': PUBLIC_HOST },
      },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    outbound.on('error', () => res.writeHead(502).end());
    req.pipe(outbound);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request from a given loopback address (the visitor's own machine, as the proxy sees it). */
function request(
  port: number,
  from: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, localAddress: from, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

let keys = 0;
const enquiryJson = (port: number, from: string, headers: Record<string, string> = {}) =>
  request(port, from, '/api/enquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...fields, idempotencyKey: `proxy-test-${++keys}-${Date.now()}` }),
  });
const enquiryForm = (port: number, from: string, headers: Record<string, string>) =>
  request(port, from, '/api/enquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ ...fields, query: `${fields.query} (${++keys})` }).toString(),
  });

beforeAll(async () => {
  const common = { ENQUIRY_RATE_LIMIT: String(RATE_LIMIT), ENQUIRY_MIN_FILL_MS: '0' };
  [behindProxy, direct] = await Promise.all([
    startBuiltServer({ ...common, ENQUIRY_DB_PATH: join(dir, 'proxied.sqlite'), TRUSTED_PROXIES: '1' }),
    startBuiltServer({ ...common, ENQUIRY_DB_PATH: join(dir, 'direct.sqlite'), SITE_URL: PUBLIC_ORIGIN }),
  ]);
  proxy = await startProxy(new URL(behindProxy.url));
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(async () => {
  proxy?.closeAllConnections();
  proxy?.close();
  await Promise.all([behindProxy?.stop(), direct?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('behind one trusted proxy (TRUSTED_PROXIES=1)', () => {
  it('limits two visitors behind the proxy separately', async () => {
    const statuses = async (from: string, times: number) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i++) seen.push((await enquiryJson(proxyPort, from)).status);
      return seen;
    };
    const first = await statuses('127.0.0.2', RATE_LIMIT + 1);
    expect(first.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(201));
    expect(first.at(-1)).toBe(429);
    // The second visitor shares the proxy, not the first visitor's bucket.
    expect(await statuses('127.0.0.3', RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(201));
  });

  it('does not let a visitor escape the limit with a forged leftmost X-Forwarded-For', async () => {
    const seen: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      seen.push((await enquiryJson(proxyPort, '127.0.0.4', { 'x-forwarded-for': `203.0.113.${i + 1}` })).status);
    }
    expect(seen).toEqual([...Array(RATE_LIMIT).fill(201), 429, 429]);
  });

  it('accepts a form sent without JavaScript from the https site through the proxy, and refuses a cross-site one', async () => {
    const accepted = await enquiryForm(proxyPort, '127.0.0.5', { origin: PUBLIC_ORIGIN });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.location).toMatch(/^\/thank-you-admission\?reference=[0-9A-F]{4}-[0-9A-F]{4}$/);
    const crossSite = await enquiryForm(proxyPort, '127.0.0.6', { origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
    // The plain-http origin the proxy's own connection has is not the visitor's.
    const plain = await enquiryForm(proxyPort, '127.0.0.6', { origin: `http://${PUBLIC_HOST}` });
    expect(plain.status).toBe(403);
  });

  it('keeps frame-ancestors in the policy of a page rendered on demand', async () => {
    const refused = await request(proxyPort, '127.0.0.7', '/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN },
      body: new URLSearchParams({ ...fields, name: '' }).toString(),
    });
    expect(refused.status).toBe(422);
    const policy = String(refused.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toMatch(/form-action[^;]*https:/);
  });
});

describe('trusting no proxy (the default), with SITE_URL set', () => {
  it('ignores forwarded headers: a forged X-Forwarded-For shares the socket’s bucket, a forged scheme and host do not pass the origin check', async () => {
    const port = Number(new URL(direct.url).port);
    const seen: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i++) seen.push((await enquiryJson(port, '127.0.0.8', { 'x-forwarded-for': `198.51.100.${i + 1}` })).status);
    expect(seen).toEqual([...Array(RATE_LIMIT).fill(201), 429]);
    const forged = await enquiryForm(port, '127.0.0.9', {
      origin: 'https://elsewhere.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'elsewhere.example',
    });
    expect(forged.status).toBe(403);
  });

  it('accepts a form from the origin SITE_URL names, and sends HSTS because it is https', async () => {
    const port = Number(new URL(direct.url).port);
    const accepted = await enquiryForm(port, '127.0.0.10', { origin: PUBLIC_ORIGIN });
    expect(accepted.status).toBe(303);
    const home = await request(port, '127.0.0.10', '/');
    expect(home.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    const proxied = await request(proxyPort, '127.0.0.10', '/');
    expect(proxied.headers['strict-transport-security']).toBeUndefined();
  });
});
