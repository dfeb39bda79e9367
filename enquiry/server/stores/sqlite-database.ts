/**
 * The SQLite store's work, synchronous, run in a worker thread of its own
 * (sqlite-store.ts starts it and posts each call here), so a held lock or a
 * long purge never stalls the server's event loop. WAL mode with
 * synchronous=FULL, so a committed enquiry survives a crash or power cut.
 * Several processes may open the same file (a restart overlapping the old
 * process): every write takes SQLite's write lock (BEGIN IMMEDIATE), and an
 * outbox row is claimed with a lease column in one UPDATE … RETURNING.
 * secure_delete overwrites what a delete frees, and a checkpoint after an
 * erasure or a purge empties the WAL, so erased enquiries leave no bytes in
 * the files.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';
import type { Enquiry } from '../../../src/lib/enquiry/shared/schema.ts';
import type { Contact, EnquiryRow, OutboxItem, PurgeResult, RecentEnquiries, StoredAnswers, SubmitMeta, SubmitResult } from '../ports.ts';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.ts';
import { ANSWER_COLUMNS, contactParams, sameAnswers, STAFF_COLUMNS, STAFF_ROWS } from './staff-rows.ts';

const BY_CONTACT = `WHERE (lower(e.email) = lower(?) OR e.phone = ?) ORDER BY e.received_at, e.rowid`;

export type Submission = { enquiry: Enquiry; meta: SubmitMeta };

/** How long a statement waits for another connection's lock. */
const BUSY_TIMEOUT_MS = 5000;

const isBusy = (error: unknown) => (error as { errcode?: number }).errcode === 5 || /database is locked/.test(String((error as Error)?.message));

/**
 * Runs `work`, again after a short pause while SQLite answers "database is
 * locked", for as long as busy_timeout would wait. Opening a file while
 * another process holds its write lock (switching a new file to WAL, say)
 * fails at once without waiting on busy_timeout, so instances starting
 * together could fail to open. The work must be safe to run again: each
 * migration is its own transaction, rolled back when it fails.
 */
function whenNotBusy(work: () => void) {
  const until = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() > until) throw error;
      // A synchronous pause: this runs in the store's own worker thread, never on the server's event loop.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

export class SqliteDatabase {
  private readonly db: DatabaseSync;
  private readonly stmt: Record<string, StatementSync>;

  constructor(path: string) {
    this.db = new DatabaseSync(path);
    try {
      // First: several processes (or workers) opening one file at once wait for each other's locks.
      this.db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      whenNotBusy(() => {
        this.db.exec('PRAGMA journal_mode = WAL');
        this.db.exec('PRAGMA synchronous = FULL');
        this.db.exec('PRAGMA foreign_keys = ON');
        this.db.exec('PRAGMA secure_delete = ON');
        this.migrate();
      });
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.stmt = {
      byKey: this.db.prepare(`SELECT id, received_at, ${ANSWER_COLUMNS} FROM enquiries WHERE idempotency_key = ?`),
      insert: this.db.prepare(
        `INSERT INTO enquiries (id, received_at, name, email, phone, program, state, city, query, idempotency_key, client_hash, channel, consented_at, notice_version)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertOutbox: this.db.prepare(`INSERT INTO outbox (enquiry_id, status, next_attempt_at) VALUES (?, 'pending', ?)`),
      recent: this.db.prepare('SELECT COUNT(*) AS count, MIN(received_at) AS oldest FROM enquiries WHERE client_hash = ? AND received_at > ?'),
      claim: this.db.prepare(
        `UPDATE outbox SET lease_owner = ?, lease_until = ?
         WHERE enquiry_id IN (
           SELECT enquiry_id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
           ORDER BY next_attempt_at LIMIT ?)
         RETURNING enquiry_id`,
      ),
      item: this.db.prepare(
        `SELECT e.id, o.attempts, e.name, e.email, e.phone, e.program, e.state, e.city, e.query
         FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id WHERE o.enquiry_id = ?`,
      ),
      nextDue: this.db.prepare(`SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS at FROM outbox WHERE status = 'pending'`),
      delivered: this.db.prepare(
        `UPDATE outbox SET status = 'delivered', attempts = ?, delivered_at = ?, last_error = NULL, lease_owner = NULL, lease_until = NULL
         WHERE enquiry_id = ? AND lease_owner = ?`,
      ),
      retry: this.db.prepare(
        `UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL
         WHERE enquiry_id = ? AND lease_owner = ?`,
      ),
      failed: this.db.prepare(
        `UPDATE outbox SET status = 'failed', attempts = ?, last_error = ?, lease_owner = NULL, lease_until = NULL
         WHERE enquiry_id = ? AND lease_owner = ?`,
      ),
      // Every enquiry in order of arrival, a page at a time: the rows after the one whose rowid is given.
      page: this.db.prepare(
        `SELECT e.rowid AS position, ${STAFF_COLUMNS}
         WHERE (e.received_at, e.rowid) > (COALESCE((SELECT received_at FROM enquiries WHERE rowid = ?), ''), ?)
         ORDER BY e.received_at, e.rowid LIMIT ?`,
      ),
      forgetHashes: this.db.prepare(`UPDATE enquiries SET client_hash = '' WHERE received_at < ? AND client_hash <> ''`),
      forgetStoredKey: this.db.prepare(`DELETE FROM settings WHERE name = 'client-hash-secret'`),
      all: this.db.prepare(`${STAFF_ROWS} ORDER BY e.received_at, e.rowid`),
      ofContact: this.db.prepare(`${STAFF_ROWS} ${BY_CONTACT}`),
      deleteOutbox: this.db.prepare('DELETE FROM outbox WHERE enquiry_id = ?'),
      deleteEnquiry: this.db.prepare('DELETE FROM enquiries WHERE id = ?'),
      expired: this.db.prepare('SELECT id FROM enquiries WHERE received_at < ? ORDER BY received_at, rowid LIMIT ?'),
      count: this.db.prepare('SELECT COUNT(*) AS n FROM enquiries'),
      setting: this.db.prepare('SELECT value FROM settings WHERE name = ?'),
      putSetting: this.db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)'),
    };
  }

  private get userVersion(): number {
    return Number((this.db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  }

  version(): number {
    return this.userVersion;
  }

  /** Each migration in its own transaction; the version is read under the write lock, so two processes never run one twice. */
  private migrate(): void {
    for (;;) {
      const ran = this.transaction(() => {
        const version = this.userVersion;
        if (version >= SQLITE_MIGRATIONS.length) return false;
        this.db.exec(SQLITE_MIGRATIONS[version]!);
        this.db.exec(`PRAGMA user_version = ${version + 1}`);
        return true;
      });
      if (!ran) return;
    }
  }

  private transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Inside a transaction: the enquiry and its outbox row, or the first enquiry with this key. */
  private insert(enquiry: Enquiry, meta: SubmitMeta, now: Date): SubmitResult {
    const existing = this.stmt.byKey!.get(meta.idempotencyKey) as (StoredAnswers & { id: string; received_at: string }) | undefined;
    if (existing) return { id: existing.id, receivedAt: existing.received_at, created: false, sameAnswers: sameAnswers(existing, enquiry) };
    const id = randomUUID();
    const receivedAt = now.toISOString();
    const e = enquiry;
    this.stmt.insert!.run(
      id,
      receivedAt,
      e.name,
      e.email,
      e.phoneno,
      e.program,
      e.state,
      e.city,
      e.query,
      meta.idempotencyKey,
      meta.clientHash,
      meta.channel,
      receivedAt,
      meta.noticeVersion,
    );
    this.stmt.insertOutbox!.run(id, now.getTime());
    return { id, receivedAt, created: true, sameAnswers: true };
  }

  /** The enquiries that arrived together (sqlite-store.ts groups them): one transaction, one fsync. */
  submitGroup(items: Submission[]): SubmitResult[] {
    const now = new Date();
    return this.transaction(() => items.map(({ enquiry, meta }) => this.insert(enquiry, meta, now)));
  }

  recentFromClient(clientHash: string, since: Date): RecentEnquiries {
    const row = this.stmt.recent!.get(clientHash, since.toISOString()) as { count: number; oldest: string | null };
    return { count: Number(row.count), oldest: row.oldest };
  }

  claimDue(owner: string, now: number, limit: number, leaseMs: number): OutboxItem[] {
    return this.transaction(() => {
      const claimed = this.stmt.claim!.all(owner, now + leaseMs, now, now, limit) as { enquiry_id: string }[];
      return claimed.map(({ enquiry_id }) => ({ ...(this.stmt.item!.get(enquiry_id) as unknown as OutboxItem) }));
    });
  }

  nextDueAt(): number | null {
    const row = this.stmt.nextDue!.get() as { at: number | null };
    return row.at ?? null;
  }

  markDelivered(id: string, owner: string, attempts: number, at = new Date()): void {
    this.stmt.delivered!.run(attempts, at.toISOString(), id, owner);
  }

  markRetry(id: string, owner: string, attempts: number, nextAttemptAt: number, error: string): void {
    this.stmt.retry!.run(attempts, nextAttemptAt, error.slice(0, 500), id, owner);
  }

  markFailed(id: string, owner: string, attempts: number, error: string): void {
    this.stmt.failed!.run(attempts, error.slice(0, 500), id, owner);
  }

  enquiriesOf(contact: Contact): EnquiryRow[] {
    return this.stmt.ofContact!.all(...contactParams(contact)) as unknown as EnquiryRow[];
  }

  erase(contact: Contact): EnquiryRow[] {
    const rows = this.transaction(() => {
      const found = this.stmt.ofContact!.all(...contactParams(contact)) as unknown as EnquiryRow[];
      for (const row of found) this.remove(row.id);
      return found;
    });
    this.emptyWal();
    return rows;
  }

  private remove(id: string): number {
    const outbox = Number(this.stmt.deleteOutbox!.run(id).changes);
    this.stmt.deleteEnquiry!.run(id);
    return outbox;
  }

  /**
   * Up to `limit` of the enquiries received before `cutoff`, with their
   * outbox rows, in one transaction: a purge is a series of these, so other
   * calls (and other processes) get the lock between batches. A second
   * process purging at once removes other rows or finds none left.
   */
  purgeBatch(cutoff: string, limit: number): PurgeResult {
    return this.transaction(() => {
      const ids = this.stmt.expired!.all(cutoff, limit) as { id: string }[];
      let outbox = 0;
      for (const { id } of ids) outbox += this.remove(id);
      return { enquiries: ids.length, outbox };
    });
  }

  /**
   * Copies the WAL into the database file and truncates it, so no frame of a
   * deleted row stays in it. SQLite waits up to busy_timeout for readers to
   * let go of the WAL, then answers busy rather than failing: that is an
   * error here, or an erasure would be reported done with the rows still on disk.
   */
  emptyWal(): void {
    const { busy } = this.db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number };
    if (busy) {
      throw new Error(
        'the deletion is committed, but another connection kept reading the database, so the deleted rows may still be in its -wal file; run the command again once that connection is closed',
      );
    }
  }

  count(): number {
    return Number((this.stmt.count!.get() as { n: number }).n);
  }

  /** The rows after the one at `after` (a rowid; 0 for the first page), each with its position. */
  page(after: number, pageSize: number): (EnquiryRow & { position: number })[] {
    return this.stmt.page!.all(after, after, pageSize) as unknown as (EnquiryRow & { position: number })[];
  }

  forgetClientHashes(before: Date): number {
    return this.transaction(() => {
      this.stmt.forgetStoredKey!.run();
      return Number(this.stmt.forgetHashes!.run(before.toISOString()).changes);
    });
  }

  ping(): void {
    this.db.prepare('SELECT 1').get();
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

/** The calls sqlite-store.ts may post: the database's methods. */
export type SqliteCall = {
  [K in keyof SqliteDatabase]: SqliteDatabase[K] extends (...args: infer A) => infer R ? { method: K; args: A; result: R } : never;
}[keyof SqliteDatabase];

/** In the worker thread: open the file, say whether that worked, then answer each call in turn. */
if (parentPort && workerData?.sqlitePath) {
  const port = parentPort;
  const failure = (error: unknown) => ({ message: (error as Error).message, code: (error as { code?: string }).code });
  let database: SqliteDatabase | null = null;
  try {
    database = new SqliteDatabase(workerData.sqlitePath as string);
    port.postMessage({ id: 0 });
  } catch (error) {
    port.postMessage({ id: 0, error: failure(error) });
  }
  port.on('message', ({ id, method, args }: { id: number; method: keyof SqliteDatabase; args: unknown[] }) => {
    try {
      if (!database) throw new Error('the SQLite database is not open');
      const result = (database[method] as (...a: unknown[]) => unknown)(...args);
      port.postMessage({ id, result });
    } catch (error) {
      port.postMessage({ id, error: failure(error) });
    }
    if (method === 'close') port.close();
  });
}
