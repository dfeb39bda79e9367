/**
 * Where enquiries are kept: SQLite through node:sqlite, in WAL mode with
 * synchronous=FULL, so a committed enquiry survives a crash or power cut.
 * Each enquiry is written together with its outbox row (what the forwarder
 * delivers) in one transaction; an idempotency key makes a resubmission
 * return the first row instead of adding a second.
 *
 * Server-only. Imports use explicit .ts extensions so Node can load this
 * file directly (server/main.mjs, scripts) as well as through Vite.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Enquiry } from './schema.ts';

/** Versioned migrations: entry N brings the schema from user_version N to N + 1. Never edit a shipped one; append. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE enquiries (
     id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     program TEXT NOT NULL,
     state TEXT NOT NULL,
     city TEXT NOT NULL,
     query TEXT NOT NULL,
     idempotency_key TEXT NOT NULL UNIQUE,
     client_hash TEXT NOT NULL,
     channel TEXT NOT NULL CHECK (channel IN ('json', 'form'))
   );
   CREATE INDEX enquiries_received_at ON enquiries (received_at);
   CREATE TABLE outbox (
     enquiry_id TEXT PRIMARY KEY REFERENCES enquiries (id),
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     delivered_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // A per-database secret for hashing client addresses when none is configured.
  `CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);`,
];

export interface SubmitMeta {
  idempotencyKey: string;
  clientHash: string;
  channel: 'json' | 'form';
}

export interface SubmitResult {
  id: string;
  receivedAt: string;
  /** False when the idempotency key was seen before and the first enquiry is returned. */
  created: boolean;
}

export interface OutboxItem {
  id: string;
  attempts: number;
  name: string;
  email: string;
  phone: string;
  program: string;
  state: string;
  city: string;
  query: string;
}

export interface EnquiryRow {
  id: string;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  program: string;
  state: string;
  city: string;
  query: string;
  channel: string;
  forward_status: string | null;
  forward_attempts: number | null;
  forward_error: string | null;
  delivered_at: string | null;
}

type Queued = { enquiry: Enquiry; meta: SubmitMeta; resolve: (result: SubmitResult) => void; reject: (error: unknown) => void };

export class EnquiryStore {
  readonly path: string;
  private readonly db: DatabaseSync;
  private readonly stmt: Record<string, StatementSync>;
  private queue: Queued[] = [];

  constructor(path: string) {
    this.path = path;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
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
        `INSERT INTO enquiries (id, received_at, name, email, phone, program, state, city, query, idempotency_key, client_hash, channel)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertOutbox: this.db.prepare(`INSERT INTO outbox (enquiry_id, status, next_attempt_at) VALUES (?, 'pending', ?)`),
      due: this.db.prepare(
        `SELECT e.id, o.attempts, e.name, e.email, e.phone, e.program, e.state, e.city, e.query
         FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
         WHERE o.status = 'pending' AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?`,
      ),
      nextDue: this.db.prepare(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'`),
      delivered: this.db.prepare(`UPDATE outbox SET status = 'delivered', attempts = ?, delivered_at = ?, last_error = NULL WHERE enquiry_id = ?`),
      retry: this.db.prepare(`UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE enquiry_id = ?`),
      failed: this.db.prepare(`UPDATE outbox SET status = 'failed', attempts = ?, last_error = ? WHERE enquiry_id = ?`),
      all: this.db.prepare(
        `SELECT e.id, e.received_at, e.name, e.email, e.phone, e.program, e.state, e.city, e.query, e.channel,
                o.status AS forward_status, o.attempts AS forward_attempts, o.last_error AS forward_error, o.delivered_at
         FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id ORDER BY e.received_at, e.rowid`,
      ),
      count: this.db.prepare('SELECT COUNT(*) AS n FROM enquiries'),
      setting: this.db.prepare('SELECT value FROM settings WHERE name = ?'),
      putSetting: this.db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)'),
    };
  }

  /** The schema version: how many migrations have run. */
  get version(): number {
    return Number((this.db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  }

  private migrate(): void {
    for (let version = this.version; version < MIGRATIONS.length; version++) {
      this.transaction(() => {
        this.db.exec(MIGRATIONS[version]!);
        this.db.exec(`PRAGMA user_version = ${version + 1}`);
      });
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

  /**
   * Stores the enquiry and its outbox row in one transaction and returns
   * once it is committed (durably, with synchronous=FULL). A key seen
   * before returns the first enquiry.
   */
  submit(enquiry: Enquiry, meta: SubmitMeta, now = new Date()): SubmitResult {
    return this.transaction(() => this.insert(enquiry, meta, now));
  }

  /** Inside a transaction: the enquiry and its outbox row, or the first enquiry with this key. */
  private insert(enquiry: Enquiry, meta: SubmitMeta, now: Date): SubmitResult {
    const existing = this.stmt.byKey!.get(meta.idempotencyKey) as { id: string; received_at: string } | undefined;
    if (existing) return { id: existing.id, receivedAt: existing.received_at, created: false };
    const id = randomUUID();
    const receivedAt = now.toISOString();
    const e = enquiry;
    this.stmt.insert!.run(id, receivedAt, e.name, e.email, e.phoneno, e.program, e.state, e.city, e.query, meta.idempotencyKey, meta.clientHash, meta.channel);
    this.stmt.insertOutbox!.run(id, now.getTime());
    return { id, receivedAt, created: true };
  }

  /**
   * The same as submit(), with group commit: enquiries that arrive while a
   * commit is being written wait for the next turn of the event loop and are
   * committed together, in one transaction and one fsync. Each promise
   * resolves only after the transaction holding its enquiry is committed.
   */
  submitQueued(enquiry: Enquiry, meta: SubmitMeta): Promise<SubmitResult> {
    return new Promise((resolve, reject) => {
      if (this.queue.push({ enquiry, meta, resolve, reject }) === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const now = new Date();
    let results: SubmitResult[];
    try {
      results = this.transaction(() => batch.map((item) => this.insert(item.enquiry, item.meta, now)));
    } catch {
      // One bad enquiry must not fail the others: fall back to one transaction each.
      for (const item of batch) {
        try {
          item.resolve(this.submit(item.enquiry, item.meta, now));
        } catch (error) {
          item.reject(error);
        }
      }
      return;
    }
    batch.forEach((item, i) => item.resolve(results[i]!));
  }

  /** Outbox rows waiting for delivery whose time has come. */
  due(now: number, limit = 20): OutboxItem[] {
    return this.stmt.due!.all(now, limit) as unknown as OutboxItem[];
  }

  /** When the next pending delivery is due (ms since the epoch), or null when nothing is pending. */
  nextDueAt(): number | null {
    const row = this.stmt.nextDue!.get() as { at: number | null };
    return row.at ?? null;
  }

  markDelivered(id: string, attempts: number, at = new Date()): void {
    this.stmt.delivered!.run(attempts, at.toISOString(), id);
  }

  markRetry(id: string, attempts: number, nextAttemptAt: number, error: string): void {
    this.stmt.retry!.run(attempts, nextAttemptAt, error.slice(0, 500), id);
  }

  /** Gives up forwarding: the enquiry stays in the store, marked undelivered. */
  markFailed(id: string, attempts: number, error: string): void {
    this.stmt.failed!.run(attempts, error.slice(0, 500), id);
  }

  all(): EnquiryRow[] {
    return this.stmt.all!.all() as unknown as EnquiryRow[];
  }

  count(): number {
    return Number((this.stmt.count!.get() as { n: number }).n);
  }

  /** A setting kept in the database, created with `create()` the first time it is asked for. */
  setting(name: string, create: () => string): string {
    const found = this.stmt.setting!.get(name) as { value: string } | undefined;
    if (found) return found.value;
    this.stmt.putSetting!.run(name, create());
    return (this.stmt.setting!.get(name) as { value: string }).value;
  }

  /** The secret that client addresses are hashed with, when none is configured. */
  hashSecret(): string {
    return this.setting('client-hash-secret', () => randomBytes(32).toString('hex'));
  }

  close(): void {
    if (this.queue.length > 0) this.flush();
    if (this.db.isOpen) this.db.close();
  }
}
