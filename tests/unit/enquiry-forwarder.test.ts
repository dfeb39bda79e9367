/**
 * The forwarder against a real loopback webhook that fails, stalls and
 * redirects: retries with capped backoff, gives up after the bound keeping
 * the enquiry, follows redirects, resumes after a restart, and never slows
 * the visitor's answer.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backoffDelay, Forwarder, forwardUrl } from '../../src/lib/enquiry/forwarder';
import { SqliteEnquiryStore } from '../../src/lib/enquiry/sqlite-store';
import { EnquiryService } from '../../src/lib/enquiry/service';
import { configFromEnv } from '../../src/lib/enquiry/config';
import { handleEnquiry } from '../../src/lib/enquiry/handler';
import type { Enquiry } from '../../src/lib/enquiry/schema';

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

type Hit = { method: string; url: URL; accepted?: boolean };
let hits: Hit[] = [];
/** What the webhook does at each path: the test picks the behaviour by URL. */
let failuresLeft = 0;
let webhookUp = false;
const server = http.createServer((req, res) => {
  const url = new URL(req.url!, 'http://loopback');
  const hit: Hit = { method: req.method!, url };
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

describe('forwardUrl', () => {
  it('puts the fields the original sent, plus the id, in the query string', () => {
    const url = new URL(forwardUrl('https://script.example/macros/s/X/exec?v=1', { ...enquiry, phone: enquiry.phoneno, id: 'id-1', attempts: 0 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '1',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+919876543210',
      program: 'Pharmacy (PG & UG Courses)',
      state: 'Uttar Pradesh',
      city: 'Noida',
      query: 'B.Pharm fees & hostel?',
      id: 'id-1',
    });
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
    expect(hits.every((h) => h.method === 'POST' && h.url.searchParams.get('id') === id)).toBe(true);
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
    expect(hits[0]!.url.searchParams.get('phone')).toBe('+919876543210');
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
      const id = hit.url.searchParams.get('id')!;
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
