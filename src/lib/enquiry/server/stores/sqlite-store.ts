/**
 * The embedded store: SQLite through node:sqlite, in WAL mode with
 * synchronous=FULL, so a committed enquiry survives a crash or power cut.
 * Several processes may open the same file (a restart overlapping the old
 * process): every write takes SQLite's write lock (BEGIN IMMEDIATE), and an
 * outbox row is claimed with a lease column in one UPDATE … RETURNING.
 * The promises it keeps are listed in ../ports.ts; its schema is in
 * sqlite-migrations.ts.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Enquiry } from '../../shared/schema.ts';
import type { Contact, EnquiryRow, EnquiryStore, OutboxItem, PurgeResult, RecentEnquiries, SubmitMeta, SubmitResult } from '../ports.ts';
import { GroupCommit } from './group-commit.ts';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.ts';
import { contactParams, STAFF_COLUMNS, STAFF_ROWS } from './staff-rows.ts';

const BY_CONTACT = `WHERE (lower(e.email) = lower(?) OR e.phone = ?) ORDER BY e.received_at, e.rowid`;

type Submission = { enquiry: Enquiry; meta: SubmitMeta };

export class SqliteEnquiryStore implements EnquiryStore {
  readonly kind = 'sqlite';
  readonly path: string;
  private readonly db: DatabaseSync;
  private readonly stmt: Record<string, StatementSync>;
  private readonly group: GroupCommit<Submission, SubmitResult>;

  constructor(path: string) {
    this.path = path;
    if (path !== ':memory:') {
      mkdirSync(dirname(path), { recursive: true });
      // Enquiries are personal data: the file (and SQLite's -wal and -shm, which take its mode) is its owner's alone.
      closeSync(openSync(path, 'a', 0o600));
      chmodSync(path, 0o600);
    }
    this.db = new DatabaseSync(path);
    try {
      this.db.exec('PRAGMA journal_mode = WAL');
      this.db.exec('PRAGMA synchronous = FULL');
      this.db.exec('PRAGMA busy_timeout = 5000');
      this.db.exec('PRAGMA foreign_keys = ON');
      this.migrate();
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.stmt = {
      byKey: this.db.prepare('SELECT id, received_at FROM enquiries WHERE idempotency_key = ?'),
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
      purgeOutbox: this.db.prepare('DELETE FROM outbox WHERE enquiry_id IN (SELECT id FROM enquiries WHERE received_at < ?)'),
      purgeEnquiries: this.db.prepare('DELETE FROM enquiries WHERE received_at < ?'),
      count: this.db.prepare('SELECT COUNT(*) AS n FROM enquiries'),
      setting: this.db.prepare('SELECT value FROM settings WHERE name = ?'),
      putSetting: this.db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)'),
    };
    this.group = new GroupCommit((items) => {
      const now = new Date();
      return this.transaction(() => items.map(({ enquiry, meta }) => this.insert(enquiry, meta, now)));
    });
  }

  private get userVersion(): number {
    return Number((this.db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  }

  async version(): Promise<number> {
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
    const existing = this.stmt.byKey!.get(meta.idempotencyKey) as { id: string; received_at: string } | undefined;
    if (existing) return { id: existing.id, receivedAt: existing.received_at, created: false };
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
    return { id, receivedAt, created: true };
  }

  /** Group commit (group-commit.ts): one transaction and one fsync for the enquiries that arrive together. */
  submit(enquiry: Enquiry, meta: SubmitMeta): Promise<SubmitResult> {
    return this.group.add({ enquiry, meta });
  }

  async recentFromClient(clientHash: string, since: Date): Promise<RecentEnquiries> {
    const row = this.stmt.recent!.get(clientHash, since.toISOString()) as { count: number; oldest: string | null };
    return { count: Number(row.count), oldest: row.oldest };
  }

  async claimDue(owner: string, now: number, limit: number, leaseMs: number): Promise<OutboxItem[]> {
    return this.transaction(() => {
      const claimed = this.stmt.claim!.all(owner, now + leaseMs, now, now, limit) as { enquiry_id: string }[];
      return claimed.map(({ enquiry_id }) => ({ ...(this.stmt.item!.get(enquiry_id) as unknown as OutboxItem) }));
    });
  }

  async nextDueAt(): Promise<number | null> {
    const row = this.stmt.nextDue!.get() as { at: number | null };
    return row.at ?? null;
  }

  async markDelivered(id: string, owner: string, attempts: number, at = new Date()): Promise<void> {
    this.stmt.delivered!.run(attempts, at.toISOString(), id, owner);
  }

  async markRetry(id: string, owner: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
    this.stmt.retry!.run(attempts, nextAttemptAt, error.slice(0, 500), id, owner);
  }

  async markFailed(id: string, owner: string, attempts: number, error: string): Promise<void> {
    this.stmt.failed!.run(attempts, error.slice(0, 500), id, owner);
  }

  async all(): Promise<EnquiryRow[]> {
    const rows: EnquiryRow[] = [];
    for await (const row of this.exportRows()) rows.push(row);
    return rows;
  }

  async enquiriesOf(contact: Contact): Promise<EnquiryRow[]> {
    return this.stmt.ofContact!.all(...contactParams(contact)) as unknown as EnquiryRow[];
  }

  async erase(contact: Contact): Promise<EnquiryRow[]> {
    return this.transaction(() => {
      const rows = this.stmt.ofContact!.all(...contactParams(contact)) as unknown as EnquiryRow[];
      for (const row of rows) {
        this.stmt.deleteOutbox!.run(row.id);
        this.stmt.deleteEnquiry!.run(row.id);
      }
      return rows;
    });
  }

  async purgeReceivedBefore(cutoff: Date): Promise<PurgeResult> {
    const at = cutoff.toISOString();
    // Under SQLite's write lock: a second process purging waits, then finds nothing left to remove.
    return this.transaction(() => ({
      outbox: Number(this.stmt.purgeOutbox!.run(at).changes),
      enquiries: Number(this.stmt.purgeEnquiries!.run(at).changes),
    }));
  }

  async count(): Promise<number> {
    return Number((this.stmt.count!.get() as { n: number }).n);
  }

  async *exportRows(pageSize = 500): AsyncIterable<EnquiryRow> {
    let after = 0;
    for (;;) {
      const page = this.stmt.page!.all(after, after, pageSize) as unknown as (EnquiryRow & { position: number })[];
      for (const { position, ...row } of page) {
        after = position;
        yield row;
      }
      if (page.length < pageSize) return;
    }
  }

  async forgetClientHashes(before: Date): Promise<number> {
    return this.transaction(() => {
      this.stmt.forgetStoredKey!.run();
      return Number(this.stmt.forgetHashes!.run(before.toISOString()).changes);
    });
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    await this.group.flush();
    if (this.db.isOpen) this.db.close();
  }
}
