/**
 * The store's contract, run against both stores — SQLite and a real
 * PostgreSQL server: migrations (once, with several processes starting
 * together), one transaction per enquiry, idempotency, leases on outbox rows
 * (one owner at a time, expired leases claimed again), the rate limit's
 * count, and durability across reopening. Then what only one of them has.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SqliteEnquiryStore } from '../../enquiry/server/stores/sqlite-store.ts';
import { SQLITE_MIGRATIONS } from '../../enquiry/server/stores/sqlite-migrations.ts';
import { PostgresEnquiryStore } from '../../enquiry/server/stores/postgres-store.ts';
import { POSTGRES_MIGRATIONS } from '../../enquiry/server/stores/postgres-migrations.ts';
import type { EnquiryStore } from '../../enquiry/server/ports.ts';
import type { Enquiry } from '../../src/lib/enquiry/shared/schema.ts';
import pg from 'pg';
import { usePostgres } from '../postgres.ts';
import { seedOldEnquiries } from '../../enquiry/tools/seed-old-enquiries.mjs';
import { EnquiryService } from '../../enquiry/server/service.ts';
import { configFromEnv } from '../../enquiry/server/config.ts';

const enquiry: Enquiry = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneno: '+919876543210',
  program: 'Management (PG Courses)',
  state: 'Delhi',
  city: 'New Delhi',
  query: 'What are the MBA fees?',
  consent: 'yes',
};
const meta = (key: string, clientHash = 'c'.repeat(32)) => ({ idempotencyKey: key, clientHash, channel: 'json' as const, noticeVersion: '2026-11-23' });

const dirs: string[] = [];
const open: EnquiryStore[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close().catch(() => {})));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'enquiry-store-'));
  dirs.push(dir);
  return join(dir, 'nested', 'enquiries.sqlite');
};

const postgres = usePostgres();
const pgOptions = (url: string) => ({ url, poolSize: 4, statementTimeoutMs: 5000, connectTimeoutMs: 2000 });

/** Each backend: a new empty place, and a way to open a store on it (as often as a test likes, like several instances). */
const backends = [
  {
    name: 'SQLite',
    migrations: SQLITE_MIGRATIONS.length,
    place: async () => tempDb(),
    open: async (place: string) => new SqliteEnquiryStore(place),
  },
  {
    name: 'PostgreSQL',
    migrations: POSTGRES_MIGRATIONS.length,
    place: () => postgres.freshDatabase(),
    open: (place: string) => PostgresEnquiryStore.open(pgOptions(place)),
  },
];

describe.each(backends)('the $name store', (backend) => {
  const openStore = async (place: string) => {
    const store = await backend.open(place);
    open.push(store);
    return store;
  };
  const fresh = async () => openStore(await backend.place());

  it('is migrated to the latest version once, however many instances start together', async () => {
    const place = await backend.place();
    const stores = await Promise.all([1, 2, 3, 4].map(() => openStore(place)));
    for (const store of stores) expect(await store.version()).toBe(backend.migrations);
    await stores[0]!.submit(enquiry, meta('after-migration'));
    expect(await stores[3]!.count()).toBe(1);
  });

  it('stores the enquiry with its outbox row, and returns the first row for a repeated key, saying whether its answers were the same', async () => {
    const store = await fresh();
    const first = await store.submit(enquiry, meta('key-00000001'));
    const repeat = await store.submit(enquiry, meta('key-00000001'));
    const changed = await store.submit({ ...enquiry, name: 'Someone Else' }, meta('key-00000001'));
    expect(first).toMatchObject({ created: true, sameAnswers: true });
    expect(repeat).toEqual({ ...first, created: false });
    expect(changed).toEqual({ ...first, created: false, sameAnswers: false });
    // The same key twice in one group commit, with other answers: one row, and the second told so.
    const other = await fresh();
    const together = await Promise.all([other.submit(enquiry, meta('key-00000002')), other.submit({ ...enquiry, city: 'Agra' }, meta('key-00000002'))]);
    expect(together.map(({ created, sameAnswers }) => ({ created, sameAnswers }))).toEqual([
      { created: true, sameAnswers: true },
      { created: false, sameAnswers: false },
    ]);
    expect(await other.count()).toBe(1);
    expect(await store.count()).toBe(1);
    const [row] = await store.all();
    expect(row).toMatchObject({
      id: first.id,
      name: enquiry.name,
      phone: enquiry.phoneno,
      forward_status: 'pending',
      forward_attempts: 0,
      received_at: first.receivedAt,
    });
    expect(await store.claimDue('owner', Date.now(), 10, 1000)).toHaveLength(1);
  });

  it('keeps one row per key when the same key arrives at several instances at once', async () => {
    const place = await backend.place();
    const [a, b] = await Promise.all([openStore(place), openStore(place)]);
    const results = await Promise.all([a, b, a, b].map((store, i) => store.submit(enquiry, meta(i % 2 ? 'same-key-1' : 'same-key-2'))));
    expect(results.filter((r) => r.created)).toHaveLength(2);
    expect(new Set(results.map((r) => r.id)).size).toBe(2);
    expect(await a.count()).toBe(2);
  });

  it('stores the good enquiries of a group that arrives together when one of them cannot be stored', async () => {
    const store = await fresh();
    const broken = { ...meta('group-broken'), channel: 'fax' as 'json' };
    const results = await Promise.allSettled([
      store.submit(enquiry, meta('group-good-1')),
      store.submit(enquiry, broken),
      store.submit(enquiry, meta('group-good-2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.count()).toBe(2);
  });

  it('keeps enquiries, the outbox and idempotency across a restart', async () => {
    const place = await backend.place();
    const store = await openStore(place);
    const first = await store.submit(enquiry, meta('key-restart1'));
    await store.claimDue('owner', Date.now(), 1, 1000);
    await store.markRetry(first.id, 'owner', 2, 12345, 'answered 500');
    await store.close();
    const reopened = await openStore(place);
    expect(await reopened.count()).toBe(1);
    expect(await reopened.submit(enquiry, meta('key-restart1'))).toEqual({ ...first, created: false });
    expect(await reopened.nextDueAt()).toBe(12345);
    expect((await reopened.all())[0]).toMatchObject({ forward_attempts: 2, forward_error: 'answered 500', forward_status: 'pending' });
  });

  it('gives each due row to one instance at a time, and again to another when its lease runs out', async () => {
    const place = await backend.place();
    const [a, b] = await Promise.all([openStore(place), openStore(place)]);
    for (let i = 0; i < 12; i++) await a.submit(enquiry, meta(`lease-key-${i}`));
    const now = Date.now();
    const [claimedByA, claimedByB] = await Promise.all([a.claimDue('instance-a', now, 7, 1000), b.claimDue('instance-b', now, 7, 60_000)]);
    const ids = [...claimedByA, ...claimedByB].map((item) => item.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(await b.claimDue('instance-b', now, 20, 60_000)).toEqual([]);
    // instance-a stops answering; its leases end and instance-b takes its rows over.
    const later = now + 1000;
    const takenOver = await b.claimDue('instance-b', later, 20, 60_000);
    expect(takenOver.map((item) => item.id).sort()).toEqual(claimedByA.map((item) => item.id).sort());
    // What instance-a records afterwards no longer counts: the row is instance-b's.
    await a.markDelivered(claimedByA[0]!.id, 'instance-a', 1);
    expect((await a.all()).find((row) => row.id === claimedByA[0]!.id)).toMatchObject({ forward_status: 'pending' });
    await b.markDelivered(claimedByA[0]!.id, 'instance-b', 1);
    expect((await a.all()).find((row) => row.id === claimedByA[0]!.id)).toMatchObject({ forward_status: 'delivered', forward_attempts: 1 });
  });

  it('marks deliveries, retries and failures, keeping failed enquiries', async () => {
    const store = await fresh();
    const a = await store.submit(enquiry, meta('key-aaaaaaaa'));
    const b = await store.submit(enquiry, meta('key-bbbbbbbb'));
    const c = await store.submit(enquiry, meta('key-cccccccc'));
    const now = Date.now();
    expect(await store.claimDue('me', now, 10, 5000)).toHaveLength(3);
    expect(await store.nextDueAt()).toBe(now + 5000);
    await store.markDelivered(a.id, 'me', 1);
    await store.markFailed(b.id, 'me', 8, 'no answer within 10000 ms');
    await store.markRetry(c.id, 'me', 1, now + 2000, 'answered 503');
    expect(await store.nextDueAt()).toBe(now + 2000);
    expect(await store.claimDue('me', now + 1999, 10, 5000)).toEqual([]);
    expect((await store.claimDue('me', now + 2000, 10, 5000)).map((item) => [item.id, item.attempts])).toEqual([[c.id, 1]]);
    const byId = new Map((await store.all()).map((row) => [row.id, [row.forward_status, row.forward_attempts, row.forward_error]]));
    expect(byId.get(a.id)).toEqual(['delivered', 1, null]);
    expect(byId.get(b.id)).toEqual(['failed', 8, 'no answer within 10000 ms']);
  });

  it('counts a client’s recent enquiries for the rate limit, for every instance alike', async () => {
    const place = await backend.place();
    const [a, b] = await Promise.all([openStore(place), openStore(place)]);
    const before = new Date(Date.now() - 1000);
    await a.submit(enquiry, meta('client-1-a', 'client-1'));
    const first = (await a.all())[0]!;
    await b.submit(enquiry, meta('client-1-b', 'client-1'));
    await b.submit(enquiry, meta('client-2-a', 'client-2'));
    expect(await b.recentFromClient('client-1', before)).toEqual({ count: 2, oldest: first.received_at });
    expect(await a.recentFromClient('client-1', new Date(Date.now() + 1000))).toEqual({ count: 0, oldest: null });
  });

  it('reads every enquiry back a page at a time, in order of arrival, whatever the page size', async () => {
    const store = await fresh();
    for (let i = 0; i < 7; i++) await store.submit({ ...enquiry, name: `Student ${i}` }, meta(`page-key-${i}`));
    const all = await store.all();
    expect(all.map((row) => row.name)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `Student ${i}`));
    for (const size of [1, 3, 7, 50]) {
      const paged = [];
      for await (const row of (store as EnquiryStore & { exportRows(size: number): AsyncIterable<unknown> }).exportRows(size)) paged.push(row);
      expect(paged, `pages of ${size}`).toEqual(all);
    }
  });

  it('clears the client hashes older than a moment, and only those', async () => {
    const store = await fresh();
    await store.submit(enquiry, meta('old-key', 'client-old'));
    await new Promise((r) => setTimeout(r, 20));
    const cut = new Date();
    await new Promise((r) => setTimeout(r, 20));
    await store.submit(enquiry, meta('new-key', 'client-new'));
    expect(await store.forgetClientHashes(cut)).toBe(1);
    expect(await store.recentFromClient('client-old', new Date(0))).toEqual({ count: 0, oldest: null });
    expect((await store.recentFromClient('client-new', new Date(0))).count).toBe(1);
    expect(await store.forgetClientHashes(cut)).toBe(0);
    expect(await store.count()).toBe(2);
  });
});

describe('the SQLite store alone', () => {
  it('creates the file and its folder, in WAL mode', async () => {
    const path = tempDb();
    const store = new SqliteEnquiryStore(path);
    await store.close();
    const raw = new DatabaseSync(path);
    expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    raw.close();
  });

  it('opens a file while another process holds its write lock, once the lock is let go', async () => {
    const path = tempDb();
    await new SqliteEnquiryStore(path).close();
    // Another process's write, in the rollback journal a file has before the store first opens it.
    rmSync(`${path}-wal`, { force: true });
    const other = new DatabaseSync(path);
    other.exec('PRAGMA journal_mode = DELETE');
    other.exec('BEGIN IMMEDIATE');
    other.exec(`PRAGMA user_version = ${SQLITE_MIGRATIONS.length}`);
    const store = new SqliteEnquiryStore(path);
    open.push(store);
    const letGo = new Promise((resolve) => setTimeout(resolve, 300)).then(() => {
      other.exec('COMMIT');
      other.close();
    });
    expect(await store.version()).toBe(SQLITE_MIGRATIONS.length);
    await letGo;
  });

  it('runs only the migrations a database has not had yet', async () => {
    const path = tempDb();
    await new SqliteEnquiryStore(path).close();
    const raw = new DatabaseSync(path);
    raw.exec(
      `DROP INDEX enquiries_email; DROP INDEX enquiries_phone; ALTER TABLE enquiries DROP COLUMN notice_version; ALTER TABLE enquiries DROP COLUMN consented_at;
       DROP INDEX enquiries_client; ALTER TABLE outbox DROP COLUMN lease_until; ALTER TABLE outbox DROP COLUMN lease_owner; PRAGMA user_version = 2`,
    );
    raw.close();
    const again = new SqliteEnquiryStore(path);
    expect(await again.version()).toBe(SQLITE_MIGRATIONS.length);
    await again.submit(enquiry, meta('after-upgrade'));
    expect(await again.claimDue('me', Date.now(), 5, 1000)).toHaveLength(1);
    await again.close();
  });

  it('loses no committed enquiry when the process is killed with SIGKILL right after', async () => {
    const path = tempDb();
    const script = `
      const { SqliteEnquiryStore } = await import(${JSON.stringify(new URL('../../enquiry/server/stores/sqlite-store.ts', import.meta.url).href)});
      const store = new SqliteEnquiryStore(${JSON.stringify(path)});
      for (let i = 0; i < 50; i++) await store.submit(${JSON.stringify(enquiry)}, { idempotencyKey: 'crash-key-' + i, clientHash: 'x', channel: 'json', noticeVersion: 'v' });
      process.kill(process.pid, 'SIGKILL');`;
    try {
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' });
    } catch (error) {
      expect((error as { signal?: string }).signal).toBe('SIGKILL');
    }
    const store = new SqliteEnquiryStore(path);
    expect(await store.count()).toBe(50);
    await store.close();
  });

  it('creates the database file readable by its owner only', async () => {
    const path = tempDb();
    const store = new SqliteEnquiryStore(path);
    await store.submit(enquiry, meta('file-mode'));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it('keeps the event loop free during a purge of 200,000 enquiries: a page asked for meanwhile, and an enquiry sent meanwhile, are answered before it ends', async () => {
    const path = tempDb();
    await new SqliteEnquiryStore(path).close();
    seedOldEnquiries(path, 200_000);
    const store = await SqliteEnquiryStore.open(path);
    open.push(store);
    const page = http.createServer((_req, res) => res.end('a page'));
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    const order: string[] = [];
    try {
      const purge = store.purgeReceivedBefore(new Date('2021-01-01T00:00:00.000Z')).then((result) => {
        order.push('purge');
        return result;
      });
      const { port } = page.address() as AddressInfo;
      const served = fetch(`http://127.0.0.1:${port}/`).then(async (answer) => order.push(`page ${answer.status} ${await answer.text()}`));
      const stored = store.submit(enquiry, meta('during-the-purge')).then(() => order.push('enquiry'));
      expect((await purge).enquiries).toBe(200_000);
      await Promise.all([served, stored]);
    } finally {
      page.close();
    }
    expect(order.indexOf('purge')).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual(['enquiry', 'page 200 a page']);
    expect(await store.count()).toBe(1);
  });

  it('refuses to open where the file cannot be created', async () => {
    const path = tempDb();
    await new SqliteEnquiryStore(path).close();
    // The database file itself standing where a folder should be.
    expect(() => new SqliteEnquiryStore(join(path, 'enquiries.sqlite'))).toThrow();
  });
});

describe('the PostgreSQL store alone', () => {
  it('gives up on a statement after the configured timeout instead of keeping the visitor waiting', async () => {
    const url = await postgres.freshDatabase();
    const store = await PostgresEnquiryStore.open({ ...pgOptions(url), statementTimeoutMs: 300 });
    open.push(store);
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN; LOCK TABLE enquiries IN ACCESS EXCLUSIVE MODE');
      await expect(store.submit(enquiry, meta('behind-a-lock'))).rejects.toThrow(/statement timeout/);
      await blocker.query('ROLLBACK');
      expect((await store.submit(enquiry, meta('lock-released'))).created).toBe(true);
    } finally {
      await blocker.end();
    }
  });

  it('lets the service start while PostgreSQL is down, answer 503 meanwhile, and open the store by itself once it is up', async () => {
    const url = await postgres.freshDatabase();
    const service = new EnquiryService(configFromEnv({ DATABASE_URL: url, ENQUIRY_DB_CONNECT_TIMEOUT_MS: '1000', ENQUIRY_MIN_FILL_MS: '0' }));
    const post = (key: string) =>
      service.handle(
        new Request('http://site.test/api/enquiries', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...enquiry, idempotencyKey: key }),
        }),
        '10.0.0.9',
      );
    postgres.server().pause();
    try {
      service.start();
      expect((await post('down-at-start-1')).outcome).toMatchObject({ kind: 'unavailable', status: 503 });
      expect(await service.health()).toMatchObject({ ok: false, store: 'postgres' });
    } finally {
      postgres.server().resume();
    }
    // Opening is retried at most once a second.
    await new Promise((r) => setTimeout(r, 1100));
    expect(await service.health()).toMatchObject({ ok: true, store: 'postgres' });
    expect((await post('down-at-start-2')).outcome).toMatchObject({ kind: 'stored', status: 201 });
    await service.stop();
  });

  it('lets 40 simultaneous posts from one client store no more than the rate limit', async () => {
    const url = await postgres.freshDatabase();
    const service = new EnquiryService(configFromEnv({ DATABASE_URL: url, ENQUIRY_RATE_LIMIT: '5', ENQUIRY_MIN_FILL_MS: '0' }));
    try {
      const post = (n: number) =>
        service.handle(
          new Request('http://site.test/api/enquiries', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...enquiry, idempotencyKey: `simultaneous-${n}-key` }),
          }),
          '10.0.0.40',
        );
      const statuses = (await Promise.all(Array.from({ length: 40 }, (_, n) => post(n)))).map((r) => r.outcome.status);
      const stored = statuses.filter((status) => status === 201).length;
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - stored);
      expect(await (await service.store()).count()).toBe(stored);
    } finally {
      await service.stop();
    }
  });

  it('fails to open while the server is down, fails queries while it is down, and reconnects by itself', async () => {
    const url = await postgres.freshDatabase();
    const store = await PostgresEnquiryStore.open(pgOptions(url));
    open.push(store);
    await store.submit(enquiry, meta('before-outage'));
    postgres.server().pause();
    try {
      await expect(store.ping()).rejects.toThrow();
      await expect(store.submit(enquiry, meta('during-outage'))).rejects.toThrow();
      await expect(PostgresEnquiryStore.open(pgOptions(url))).rejects.toThrow();
    } finally {
      postgres.server().resume();
    }
    await store.ping();
    expect((await store.submit(enquiry, meta('after-outage'))).created).toBe(true);
    expect((await store.all()).map((row) => row.id)).toHaveLength(2);
  });
});
