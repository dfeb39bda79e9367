/** The enquiry store: migrations, one transaction per enquiry, idempotency, and durability across restarts and crashes. */
import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { EnquiryStore, MIGRATIONS } from '../../src/lib/enquiry/store';
import type { Enquiry } from '../../src/lib/enquiry/schema';

const enquiry: Enquiry = {
  name: 'Asha Rao', email: 'asha@example.com', phoneno: '+919876543210', program: 'Management (PG Courses)',
  state: 'Delhi', city: 'New Delhi', query: 'What are the MBA fees?',
};
const meta = (key: string) => ({ idempotencyKey: key, clientHash: 'c'.repeat(32), channel: 'json' as const });

const dirs: string[] = [];
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'enquiry-store-'));
  dirs.push(dir);
  return join(dir, 'nested', 'enquiries.sqlite');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('EnquiryStore', () => {
  it('creates the file and its folder, in WAL mode, migrated to the latest version', () => {
    const path = tempDb();
    const store = new EnquiryStore(path);
    expect(store.version).toBe(MIGRATIONS.length);
    store.close();
    const raw = new DatabaseSync(path);
    expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    raw.close();
  });

  it('runs only the migrations a database has not had yet', () => {
    const path = tempDb();
    const store = new EnquiryStore(path);
    store.close();
    const raw = new DatabaseSync(path);
    raw.exec('DROP TABLE settings; PRAGMA user_version = 1');
    raw.close();
    const again = new EnquiryStore(path);
    expect(again.version).toBe(MIGRATIONS.length);
    expect(again.hashSecret()).toMatch(/^[0-9a-f]{64}$/);
    again.close();
  });

  it('stores the enquiry with its outbox row, and returns the first row for a repeated key', () => {
    const store = new EnquiryStore(tempDb());
    const first = store.submit(enquiry, meta('key-00000001'));
    const repeat = store.submit({ ...enquiry, name: 'Someone Else' }, meta('key-00000001'));
    expect(first.created).toBe(true);
    expect(repeat).toEqual({ ...first, created: false });
    expect(store.count()).toBe(1);
    const [row] = store.all();
    expect(row).toMatchObject({ id: first.id, name: 'Asha Rao', phone: '+919876543210', forward_status: 'pending', forward_attempts: 0 });
    expect(store.due(Date.now())).toHaveLength(1);
    store.close();
  });

  it('commits enquiries arriving together in one group, answering each after the commit, one row per key', async () => {
    const store = new EnquiryStore(tempDb());
    const results = await Promise.all([
      store.submitQueued(enquiry, meta('group-key-1')),
      store.submitQueued(enquiry, meta('group-key-2')),
      store.submitQueued(enquiry, meta('group-key-1')),
    ]);
    expect(results.map((r) => r.created)).toEqual([true, true, false]);
    expect(results[2]!.id).toBe(results[0]!.id);
    expect(store.count()).toBe(2);
    store.close();
  });

  it('keeps enquiries, the outbox and idempotency across a restart', () => {
    const path = tempDb();
    const store = new EnquiryStore(path);
    const first = store.submit(enquiry, meta('key-restart1'));
    store.markRetry(first.id, 2, 12345, 'answered 500');
    store.close();
    const reopened = new EnquiryStore(path);
    expect(reopened.count()).toBe(1);
    expect(reopened.submit(enquiry, meta('key-restart1'))).toEqual({ ...first, created: false });
    expect(reopened.nextDueAt()).toBe(12345);
    expect(reopened.all()[0]).toMatchObject({ forward_attempts: 2, forward_error: 'answered 500', forward_status: 'pending' });
    reopened.close();
  });

  it('loses no committed enquiry when the process is killed with SIGKILL right after', () => {
    const path = tempDb();
    const script = `
      const { EnquiryStore } = await import(${JSON.stringify(new URL('../../src/lib/enquiry/store.ts', import.meta.url).href)});
      const store = new EnquiryStore(${JSON.stringify(path)});
      for (let i = 0; i < 50; i++) store.submit(${JSON.stringify(enquiry)}, { idempotencyKey: 'crash-key-' + i, clientHash: 'x', channel: 'json' });
      process.kill(process.pid, 'SIGKILL');`;
    try {
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' });
    } catch (error) {
      expect((error as { signal?: string }).signal).toBe('SIGKILL');
    }
    const store = new EnquiryStore(path);
    expect(store.count()).toBe(50);
    store.close();
  });

  it('marks deliveries and failures, and keeps failed enquiries', () => {
    const store = new EnquiryStore(tempDb());
    const a = store.submit(enquiry, meta('key-aaaaaaaa'));
    const b = store.submit(enquiry, meta('key-bbbbbbbb'));
    store.markDelivered(a.id, 1);
    store.markFailed(b.id, 8, 'no answer within 10000 ms');
    expect(store.due(Date.now() + 1e9)).toEqual([]);
    expect(store.nextDueAt()).toBeNull();
    expect(store.all().map((r) => [r.forward_status, r.forward_attempts])).toEqual([['delivered', 1], ['failed', 8]]);
    store.close();
  });

  it('refuses to open where the file cannot be created', () => {
    const path = tempDb();
    new EnquiryStore(path).close();
    // The database file itself standing where a folder should be.
    expect(() => new EnquiryStore(join(path, 'enquiries.sqlite'))).toThrow();
  });
});
