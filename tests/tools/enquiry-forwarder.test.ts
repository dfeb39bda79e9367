/**
 * The forwarder against a real loopback webhook that fails, stalls and
 * redirects: the enquiry travels in a form-encoded POST body (never the
 * URL), formula-leading values neutralised as in the CSV export; retries
 * with capped backoff, gives up after the bound keeping the enquiry,
 * follows only Apps Script's redirect to an allowed host, reads a bounded
 * part of the answer, resumes after a restart, and never slows the
 * visitor's answer.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backoffDelay, Forwarder, forwardBody, redirectTarget } from '../../enquiry/server/forwarder.ts';
import { csvCell } from '../../enquiry/server/csv.ts';
import { SqliteEnquiryStore } from '../../enquiry/server/stores/sqlite-store.ts';
import { EnquiryService } from '../../enquiry/server/service.ts';
import { configFromEnv } from '../../enquiry/server/config.ts';
import { handleEnquiry } from '../../enquiry/server/http/handler.ts';
import type { Enquiry } from '../../src/lib/enquiry/shared/schema.ts';

const enquiry: Enquiry = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneno: '+919876543210',
  program: 'Pharmacy (PG & UG Courses)',
  state: 'Uttar Pradesh',
  city: 'Noida',
  query: 'B.Pharm fees & hostel?',
  consent: 'yes',
};

type Hit = { method: string; url: URL; type?: string; body: URLSearchParams; accepted?: boolean };
let hits: Hit[] = [];
/** What the webhook does at each path: the test picks the behaviour by URL. */
let failuresLeft = 0;
let webhookUp = false;
const server = http.createServer(async (req, res) => {
  const url = new URL(req.url!, 'http://loopback');
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const hit: Hit = { method: req.method!, url, type: req.headers['content-type'], body: new URLSearchParams(raw) };
  hits.push(hit);
  if (url.pathname === '/fail-then-ok') {
    if (failuresLeft-- > 0) return res.writeHead(500).end('down');
    return res.writeHead(200).end('ok');
  }
  if (url.pathname === '/always-fail') return res.writeHead(503).end();
  if (url.pathname === '/down-then-up') {
    if (!webhookUp) return void setTimeout(() => res.writeHead(503).end(), 20);
    hit.accepted = true;
    return res.writeHead(200).end('ok');
  }
  if (url.pathname === '/stall') return; // never answers
  if (url.pathname === '/exec') return res.writeHead(302, { location: '/echo?user_content_key=abc' }).end();
  if (url.pathname === '/echo') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"success"}');
  if (url.pathname === '/exec-elsewhere') return res.writeHead(302, { location: 'https://attacker.example/collect' }).end();
  if (url.pathname === '/exec-repost') return res.writeHead(307, { location: '/echo' }).end();
  if (url.pathname === '/endless') {
    // An answer that never ends: only a reader that stops after a bound finishes the delivery.
    res.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => res.write('x'.repeat(1024)), 1);
    res.on('close', () => clearInterval(timer));
    return;
  }
  res.writeHead(404).end();
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const dirs: string[] = [];
const open: SqliteEnquiryStore[] = [];
function tempStore(path?: string): SqliteEnquiryStore {
  if (!path) {
    const dir = mkdtempSync(join(tmpdir(), 'enquiry-forwarder-'));
    dirs.push(dir);
    path = join(dir, 'enquiries.sqlite');
  }
  const store = new SqliteEnquiryStore(path);
  open.push(store);
  return store;
}
afterEach(async () => {
  hits = [];
  await Promise.all(open.splice(0).map((s) => s.close()));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const submit = (store: SqliteEnquiryStore, key = `key-${Math.random().toString(36).slice(2)}`) =>
  store.submit(enquiry, { idempotencyKey: key, clientHash: 'h', channel: 'json', noticeVersion: '2026-11-23' });
const statusOf = async (store: SqliteEnquiryStore) => (await store.all()).map((r) => [r.forward_status, r.forward_attempts]);
const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('backoffDelay', () => {
  it.each([
    [1, 0, 500],
    [1, 1, 1000],
    [2, 0, 1000],
    [2, 1, 2000],
    [3, 1, 4000],
    [5, 1, 16000],
    [10, 1, 60000],
    [10, 0, 30000],
    [30, 1, 60000],
  ])('after %i failures with random %d waits %i ms (base 1 s, cap 60 s)', (attempt, random, expected) => {
    expect(backoffDelay(attempt, 1000, 60_000, () => random)).toBe(expected);
  });
});

describe('forwardBody', () => {
  it('holds the fields the original sent, plus the id', () => {
    const body = forwardBody({ ...enquiry, phone: enquiry.phoneno, id: 'id-1', attempts: 0 });
    expect(Object.fromEntries(body)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: "'+919876543210",
      program: 'Pharmacy (PG & UG Courses)',
      state: 'Uttar Pradesh',
      city: 'Noida',
      query: 'B.Pharm fees & hostel?',
      id: 'id-1',
    });
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+1', '-2+3', '@SUM(A1)', '\t=1', 'plain'])('neutralises %j as the CSV export does', (value) => {
    const sent = forwardBody({ ...enquiry, name: value, phone: enquiry.phoneno, id: 'id-1', attempts: 0 }).get('name')!;
    // The CSV cell is the same text, quoted where CSV needs it.
    expect([sent, `"${sent.replaceAll('"', '""')}"`]).toContain(csvCell(value));
    expect(/^[=+\-@\t\r]/.test(sent)).toBe(false);
  });
});

describe('redirectTarget', () => {
  const from = 'https://script.google.com/macros/s/X/exec';
  const allowed = ['script.googleusercontent.com'];
  it('follows Apps Script’s 302 to its echo host, and a 303 on the same host', () => {
    expect(String(redirectTarget(from, 302, 'https://script.googleusercontent.com/macros/echo?user_content_key=k', allowed))).toBe(
      'https://script.googleusercontent.com/macros/echo?user_content_key=k',
    );
    expect(String(redirectTarget(from, 303, '/macros/echo', allowed))).toBe('https://script.google.com/macros/echo');
  });
  it.each([
    [302, 'https://attacker.example/collect', /not an allowed host/],
    [302, 'http://script.googleusercontent.com/macros/echo', /instead of https/],
    [307, 'https://script.googleusercontent.com/macros/echo', /repeat the POST/],
    [308, '/macros/echo', /repeat the POST/],
    [302, null, /without a Location/],
  ])('refuses a %i to %s', (status, location, problem) => {
    expect(redirectTarget(from, status, location, allowed)).toMatch(problem);
  });
});

describe('Forwarder', () => {
  it('retries a failing webhook with backoff until it answers', async () => {
    const store = tempStore();
    const { id } = await submit(store);
    failuresLeft = 2;
    const forwarder = new Forwarder({ owner: 'test-instance', url: `${base}/fail-then-ok`, store, baseDelayMs: 20, maxDelayMs: 50, pollMs: 10, log: () => {} });
    forwarder.start();
    await until(async () => (await statusOf(store))[0]![0] === 'delivered');
    await forwarder.stop();
    expect(await statusOf(store)).toEqual([['delivered', 3]]);
    expect(hits).toHaveLength(3);
    expect(hits.every((h) => h.method === 'POST' && h.body.get('id') === id)).toBe(true);
    // Personal data travels in the body, form-encoded; the URL carries none of it.
    expect(hits.every((h) => h.type === 'application/x-www-form-urlencoded;charset=UTF-8' && h.url.search === '')).toBe(true);
  });

  it('gives up after the bound and keeps the enquiry, marked undelivered', async () => {
    const store = tempStore();
    await submit(store);
    const messages: string[] = [];
    const forwarder = new Forwarder({
      owner: 'test-instance',
      url: `${base}/always-fail`,
      store,
      maxAttempts: 3,
      baseDelayMs: 5,
      maxDelayMs: 10,
      pollMs: 10,
      log: (m) => messages.push(m),
    });
    forwarder.start();
    await until(async () => (await statusOf(store))[0]![0] === 'failed');
    await new Promise((r) => setTimeout(r, 100));
    await forwarder.stop();
    expect(hits).toHaveLength(3);
    expect(await store.count()).toBe(1);
    expect((await store.all())[0]).toMatchObject({ forward_status: 'failed', forward_attempts: 3, forward_error: 'answered 503' });
    expect(messages.join()).toMatch(/gave up .* after 3 attempts/);
  });

  it('times out a stalled webhook and tries again later', async () => {
    const store = tempStore();
    await submit(store);
    const forwarder = new Forwarder({
      owner: 'test-instance',
      url: `${base}/stall`,
      store,
      timeoutMs: 150,
      maxAttempts: 2,
      baseDelayMs: 10,
      maxDelayMs: 10,
      pollMs: 10,
      log: () => {},
    });
    forwarder.start();
    await until(async () => (await statusOf(store))[0]![0] === 'failed');
    await forwarder.stop();
    expect((await store.all())[0]).toMatchObject({ forward_attempts: 2, forward_error: 'no answer within 150 ms' });
  });

  it('follows the web app redirect, as the spreadsheet script answers', async () => {
    const store = tempStore();
    await submit(store);
    const forwarder = new Forwarder({ owner: 'test-instance', url: `${base}/exec`, store, pollMs: 10, log: () => {} });
    forwarder.start();
    await until(async () => (await statusOf(store))[0]![0] === 'delivered');
    await forwarder.stop();
    expect(hits.map((h) => `${h.method} ${h.url.pathname}`)).toEqual(['POST /exec', 'GET /echo']);
    expect(hits[0]!.body.get('phone')).toBe("'+919876543210");
    expect(hits[1]!.body.toString()).toBe('');
  });

  it.each([
    ['/exec-elsewhere', /attacker\.example, which is not an allowed host/],
    ['/exec-repost', /answered 307/],
  ])('does not follow %s, and says why', async (path, problem) => {
    const store = tempStore();
    await submit(store);
    const forwarder = new Forwarder({ owner: 'test-instance', url: `${base}${path}`, store, maxAttempts: 1, pollMs: 10, log: () => {} });
    forwarder.start();
    await until(async () => (await statusOf(store))[0]![0] === 'failed');
    await forwarder.stop();
    expect(hits.map((h) => h.url.pathname)).toEqual([path]);
    expect((await store.all())[0]!.forward_error).toMatch(problem);
  });

  it('reads only the start of an answer that never ends, and counts the delivery', async () => {
    const store = tempStore();
    await submit(store);
    const forwarder = new Forwarder({ owner: 'test-instance', url: `${base}/endless`, store, timeoutMs: 3000, pollMs: 10, log: () => {} });
    forwarder.start();
    await until(async () => (await statusOf(store))[0]![0] === 'delivered');
    await forwarder.stop();
    expect(await statusOf(store)).toEqual([['delivered', 1]]);
  });

  it('resumes pending deliveries after a restart', async () => {
    const first = tempStore();
    await submit(first);
    await submit(first);
    const [claimed] = await first.claimDue('earlier-instance', Date.now(), 1, 60_000);
    await first.markRetry(claimed!.id, 'earlier-instance', 1, Date.now(), 'answered 500');
    const path = first.path;
    await first.close();
    const reopened = tempStore(path);
    const forwarder = new Forwarder({ owner: 'test-instance', url: `${base}/echo`, store: reopened, pollMs: 10, log: () => {} });
    forwarder.start();
    await until(async () => (await statusOf(reopened)).every(([s]) => s === 'delivered'));
    await forwarder.stop();
    expect(await statusOf(reopened)).toEqual([
      ['delivered', 2],
      ['delivered', 1],
    ]);
  });

  it('two processes on one store deliver each enquiry once, through the webhook being down and back', async () => {
    const first = tempStore();
    const second = tempStore(first.path);
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) ids.add((await submit(i % 2 ? first : second)).id);
    webhookUp = false;
    const options = { url: `${base}/down-then-up`, baseDelayMs: 20, maxDelayMs: 40, pollMs: 5, maxAttempts: 100, log: () => {} };
    const forwarders = [new Forwarder({ ...options, owner: 'process-1', store: first }), new Forwarder({ ...options, owner: 'process-2', store: second })];
    forwarders.forEach((f) => f.start());
    try {
      await until(() => hits.length > 60);
      webhookUp = true;
      await until(async () => (await statusOf(first)).every(([status]) => status === 'delivered'));
    } finally {
      await Promise.all(forwarders.map((f) => f.stop()));
      webhookUp = false;
    }
    // Each enquiry must be among the deliveries the webhook accepted exactly once.
    const accepted = new Map<string, number>();
    for (const hit of hits.filter((h) => h.accepted)) {
      const id = hit.body.get('id')!;
      accepted.set(id, (accepted.get(id) ?? 0) + 1);
    }
    expect([...accepted.keys()].sort()).toEqual([...ids].sort());
    expect([...accepted.values()].every((times) => times === 1)).toBe(true);
  });

  it('a stalled webhook does not slow the visitor’s answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'enquiry-service-'));
    dirs.push(dir);
    const service = new EnquiryService(
      configFromEnv({ ENQUIRY_DB_PATH: join(dir, 'e.sqlite'), ENQUIRY_FORWARD_URL: `${base}/stall`, ENQUIRY_MIN_FILL_MS: '0' }),
    );
    service.start();
    const send = (i: number) =>
      handleEnquiry(
        new Request('http://site.test/api/enquiries', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...enquiry, phoneno: '9876543210', idempotencyKey: `stall-key-${i}` }),
        }),
        '127.0.0.1',
        service,
      );
    try {
      expect((await send(0)).outcome.kind).toBe('stored');
      // The webhook now holds a delivery and never answers; visitors are answered all the same.
      await until(() => hits.some((h) => h.url.pathname === '/stall'));
      for (let i = 1; i < 5; i++) {
        const { outcome } = await send(i);
        expect(outcome.kind).toBe('stored');
      }
      expect(hits.filter((h) => h.url.pathname === '/stall')).toHaveLength(1);
    } finally {
      await service.stop();
    }
  });
});
