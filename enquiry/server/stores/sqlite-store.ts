/**
 * The embedded store: a SQLite file through node:sqlite, whose calls are
 * synchronous, so they run in a worker thread of their own
 * (sqlite-database.ts) and the server's event loop never waits for the
 * disk, a lock held by another process or a long purge. This side groups
 * submissions (group-commit.ts), posts each call to the worker and answers
 * when the worker does; the worker answers calls one at a time, in order.
 * A purge goes in batches, so submissions are stored between them. The
 * promises it keeps are listed in ../ports.ts; its schema is in
 * sqlite-migrations.ts.
 */
import { Worker } from 'node:worker_threads';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Enquiry } from '../../../src/lib/enquiry/shared/schema.ts';
import type { Contact, EnquiryRow, EnquiryStore, OutboxItem, PurgeResult, RecentEnquiries, SubmitMeta, SubmitResult } from '../ports.ts';
import { GroupCommit } from './group-commit.ts';
import type { SqliteCall, Submission } from './sqlite-database.ts';

/** Enquiries removed per transaction by a purge: small enough that a submission waits a few milliseconds at most. */
const PURGE_BATCH = 2000;

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };
type Method = SqliteCall['method'];
type Args<M extends Method> = Extract<SqliteCall, { method: M }>['args'];
type Result<M extends Method> = Extract<SqliteCall, { method: M }>['result'];

export class SqliteEnquiryStore implements EnquiryStore {
  readonly kind = 'sqlite';
  readonly path: string;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;
  /** Settles once the worker has opened (and migrated) the file. */
  private readonly ready: Promise<void>;
  private readonly group = new GroupCommit<Submission, SubmitResult>((items) => this.call('submitGroup', items));

  /** Starts opening the file; open() waits for it. Throws at once when the file's folder cannot be made. */
  constructor(path: string) {
    this.path = path;
    if (path !== ':memory:') {
      mkdirSync(dirname(path), { recursive: true });
      // Enquiries are personal data: the file (and SQLite's -wal and -shm, which take its mode) is its owner's alone.
      closeSync(openSync(path, 'a', 0o600));
      chmodSync(path, 0o600);
    }
    this.worker = new Worker(new URL('./sqlite-database.ts', import.meta.url), {
      workerData: { sqlitePath: path },
      // The worker takes the process's options, except one that only a script given on the command line may have.
      execArgv: process.execArgv.filter((option) => !option.startsWith('--input-type')),
    });
    this.ready = new Promise<void>((resolve, reject) => this.pending.set(0, { resolve: resolve as (value: never) => void, reject }));
    this.ready.catch(() => {}); // reported to each call, and by open()
    this.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: { message: string; code?: string } }) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      // Only calls in flight keep the process alive: a script that has finished with the store may exit.
      if (this.pending.size === 0) this.worker.unref();
      if (!call) return;
      if (error) call.reject(Object.assign(new Error(error.message), error.code ? { code: error.code } : {}));
      else call.resolve(result as never);
    });
    this.worker.on('error', (error: Error) => this.fail(error));
    this.worker.on('exit', () => this.fail(new Error('the SQLite worker has stopped')));
  }

  /** Opens (creating and migrating when needed) the file; rejects when it cannot be opened. */
  static async open(path: string): Promise<SqliteEnquiryStore> {
    const store = new SqliteEnquiryStore(path);
    try {
      await store.ready;
    } catch (error) {
      await store.close().catch(() => {});
      throw error;
    }
    return store;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  private async call<M extends Method>(method: M, ...args: Args<M>): Promise<Result<M>> {
    await this.ready;
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    return new Promise<Result<M>>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.worker.postMessage({ id, method, args });
    });
  }

  version(): Promise<number> {
    return this.call('version');
  }

  /** Group commit (group-commit.ts): one transaction and one fsync for the enquiries that arrive together. */
  submit(enquiry: Enquiry, meta: SubmitMeta): Promise<SubmitResult> {
    return this.group.add({ enquiry, meta });
  }

  recentFromClient(clientHash: string, since: Date): Promise<RecentEnquiries> {
    return this.call('recentFromClient', clientHash, since);
  }

  claimDue(owner: string, now: number, limit: number, leaseMs: number): Promise<OutboxItem[]> {
    return this.call('claimDue', owner, now, limit, leaseMs);
  }

  nextDueAt(): Promise<number | null> {
    return this.call('nextDueAt');
  }

  markDelivered(id: string, owner: string, attempts: number, at = new Date()): Promise<void> {
    return this.call('markDelivered', id, owner, attempts, at);
  }

  markRetry(id: string, owner: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
    return this.call('markRetry', id, owner, attempts, nextAttemptAt, error);
  }

  markFailed(id: string, owner: string, attempts: number, error: string): Promise<void> {
    return this.call('markFailed', id, owner, attempts, error);
  }

  async all(): Promise<EnquiryRow[]> {
    const rows: EnquiryRow[] = [];
    for await (const row of this.exportRows()) rows.push(row);
    return rows;
  }

  enquiriesOf(contact: Contact): Promise<EnquiryRow[]> {
    return this.call('enquiriesOf', contact);
  }

  /** Removes the person's enquiries, then empties the WAL (the deleted rows' bytes are already overwritten: secure_delete). */
  erase(contact: Contact): Promise<EnquiryRow[]> {
    return this.call('erase', contact);
  }

  /** In batches of PURGE_BATCH enquiries, each with its outbox rows in one transaction; then the WAL is emptied. */
  async purgeReceivedBefore(cutoff: Date): Promise<PurgeResult> {
    const removed: PurgeResult = { enquiries: 0, outbox: 0 };
    for (;;) {
      const batch = await this.call('purgeBatch', cutoff.toISOString(), PURGE_BATCH);
      removed.enquiries += batch.enquiries;
      removed.outbox += batch.outbox;
      if (batch.enquiries < PURGE_BATCH) break;
    }
    if (removed.enquiries > 0) await this.call('emptyWal');
    return removed;
  }

  count(): Promise<number> {
    return this.call('count');
  }

  async *exportRows(pageSize = 500): AsyncIterable<EnquiryRow> {
    let after = 0;
    for (;;) {
      const page = await this.call('page', after, pageSize);
      for (const { position, ...row } of page) {
        after = position;
        yield row;
      }
      if (page.length < pageSize) return;
    }
  }

  forgetClientHashes(before: Date): Promise<number> {
    return this.call('forgetClientHashes', before);
  }

  ping(): Promise<void> {
    return this.call('ping');
  }

  async close(): Promise<void> {
    await this.group.flush();
    if (!this.failure) await this.call('close').catch(() => {});
    await this.worker.terminate();
  }
}
