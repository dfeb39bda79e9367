/**
 * The shared store: PostgreSQL through `pg`, for several instances behind a
 * load balancer. An enquiry and its outbox row are written by one statement
 * (one transaction), answered after the commit; outbox rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so each is delivered by one instance.
 * The pool reconnects by itself once the server is back. The promises it
 * keeps are listed in ../ports.ts; its schema is in postgres-migrations.ts.
 */
import pg from 'pg';
import type { Enquiry } from '../../../src/lib/enquiry/shared/schema.ts';
import type { Contact, EnquiryRow, EnquiryStore, OutboxItem, PurgeResult, RecentEnquiries, StoredAnswers, SubmitMeta, SubmitResult } from '../ports.ts';
import { GroupCommit } from './group-commit.ts';
import { migrate } from './postgres-migrations.ts';
import { ANSWER_COLUMNS, answersOf, contactParams, sameAnswers, STAFF_COLUMNS, STAFF_ROWS } from './staff-rows.ts';

const BY_CONTACT = `WHERE (lower(e.email) = lower($1) OR e.phone = $2)`;

/** The columns an enquiry's row gets from its submission, in the order insert() sends them. */
const SUBMITTED = ['name', 'email', 'phone', 'program', 'state', 'city', 'query', 'idempotency_key', 'client_hash', 'channel', 'notice_version'];

const insertStatements = new Map<number, string>();

/**
 * The statement storing `rows` enquiries and their outbox rows, kept in the
 * order they arrived: received (and consent given) when the statement
 * started. A key seen before (ON CONFLICT) creates nothing.
 */
function insertStatement(rows: number): string {
  let text = insertStatements.get(rows);
  if (text) return text;
  const tuples = Array.from({ length: rows }, (_, row) => {
    const first = row * SUBMITTED.length;
    return `(${SUBMITTED.map((_, column) => `$${first + column + 1}`).join(', ')}, ${row})`;
  });
  text = `WITH enquiry AS (
       INSERT INTO enquiries (received_at, consented_at, ${SUBMITTED.join(', ')})
       SELECT statement_timestamp(), statement_timestamp(), ${SUBMITTED.join(', ')}
       FROM (VALUES ${tuples.join(', ')}) AS input (${SUBMITTED.join(', ')}, n) ORDER BY n
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, received_at, idempotency_key AS key),
     queued AS (
       INSERT INTO outbox (enquiry_id, status, next_attempt_at)
       SELECT id, 'pending', $${rows * SUBMITTED.length + 1}::bigint FROM enquiry)
     SELECT id, received_at, key FROM enquiry`;
  insertStatements.set(rows, text);
  return text;
}

/** Held by the instance purging expired enquiries; the others skip that round rather than queue behind it. */
const PURGE_LOCK = 7_340_118_264;

export interface PostgresOptions {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

type Submission = { enquiry: Enquiry; meta: SubmitMeta };

/** A row as staff see it: times as ISO text, like the SQLite store gives them. */
const staffRow = (row: Record<string, unknown>): EnquiryRow =>
  ({
    ...row,
    received_at: iso(row.received_at as Date),
    delivered_at: iso(row.delivered_at as Date | null),
    consented_at: iso(row.consented_at as Date | null),
  }) as EnquiryRow;

export class PostgresEnquiryStore implements EnquiryStore {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private readonly group = new GroupCommit<Submission, SubmitResult>((items) => this.insert(items));

  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** Connects, applies the migrations this database has not had (one instance at a time), and returns the store. */
  static async open(options: PostgresOptions): Promise<PostgresEnquiryStore> {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize,
      connectionTimeoutMillis: options.connectTimeoutMs,
      statement_timeout: options.statementTimeoutMs,
      // The client gives up too, when the server cannot even answer (a network partition).
      query_timeout: options.statementTimeoutMs + options.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      application_name: 'enquiry-service',
    });
    // A pooled connection the server drops (a restart) is reported here; the pool replaces it on next use.
    pool.on('error', (error) => console.error(`[enquiries] PostgreSQL connection lost: ${error.message}`));
    const store = new PostgresEnquiryStore(pool);
    try {
      await migrate(pool);
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return store;
  }

  async version(): Promise<number> {
    const { rows } = await this.pool.query<{ version: number }>('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations');
    return rows[0]!.version;
  }

  /** Group commit (group-commit.ts): the enquiries that arrive together go as one statement — one transaction, one WAL flush. */
  submit(enquiry: Enquiry, meta: SubmitMeta): Promise<SubmitResult> {
    return this.group.add({ enquiry, meta });
  }

  /** The enquiries and their outbox rows in one statement (one transaction); a key seen before returns its first enquiry. */
  private async insert(batch: Submission[]): Promise<SubmitResult[]> {
    const values: (string | number)[] = [];
    for (const { enquiry: e, meta } of batch) {
      values.push(e.name, e.email, e.phoneno, e.program, e.state, e.city, e.query, meta.idempotencyKey, meta.clientHash, meta.channel, meta.noticeVersion);
    }
    values.push(Date.now());
    // Named, one statement per group size: each connection plans it once, and the rows travel as plain parameters.
    const inserted = await this.pool.query<{ id: string; received_at: Date; key: string }>({
      name: `insert-enquiries-${batch.length}`,
      text: insertStatement(batch.length),
      values,
    });
    const created = new Map(inserted.rows.map((row) => [row.key, row]));
    const seen = new Map<string, StoredAnswers & { id: string; received_at: Date }>();
    const taken = batch.map((item) => item.meta.idempotencyKey).filter((key) => !created.has(key));
    if (taken.length > 0) {
      // Keys stored before (ON CONFLICT waited for their commit): answer with the first enquiry.
      const { rows } = await this.pool.query<StoredAnswers & { id: string; received_at: Date; key: string }>(
        `SELECT id, received_at, idempotency_key AS key, ${ANSWER_COLUMNS} FROM enquiries WHERE idempotency_key = ANY($1)`,
        [taken],
      );
      for (const row of rows) seen.set(row.key, row);
    }
    return batch.map(({ enquiry, meta: { idempotencyKey: key } }) => {
      const fresh = created.get(key);
      if (fresh) {
        // The same key twice in one batch: the first is created, the second repeats it.
        created.delete(key);
        seen.set(key, { ...fresh, ...answersOf(enquiry) });
        return { id: fresh.id, receivedAt: iso(fresh.received_at)!, created: true, sameAnswers: true };
      }
      const first = seen.get(key)!;
      return { id: first.id, receivedAt: iso(first.received_at)!, created: false, sameAnswers: sameAnswers(first, enquiry) };
    });
  }

  async recentFromClient(clientHash: string, since: Date): Promise<RecentEnquiries> {
    const { rows } = await this.pool.query<{ count: string; oldest: Date | null }>({
      name: 'recent-from-client',
      text: 'SELECT COUNT(*) AS count, MIN(received_at) AS oldest FROM enquiries WHERE client_hash = $1 AND received_at > $2',
      values: [clientHash, since],
    });
    return { count: Number(rows[0]!.count), oldest: iso(rows[0]!.oldest) };
  }

  async claimDue(owner: string, now: number, limit: number, leaseMs: number): Promise<OutboxItem[]> {
    // SKIP LOCKED: rows another instance is claiming at this moment are passed over, not waited for.
    const { rows } = await this.pool.query<OutboxItem>(
      `WITH due AS (
         SELECT enquiry_id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
         ORDER BY next_attempt_at LIMIT $2
         FOR UPDATE SKIP LOCKED)
       UPDATE outbox o SET lease_owner = $3, lease_until = $4
       FROM due, enquiries e
       WHERE o.enquiry_id = due.enquiry_id AND e.id = o.enquiry_id
       RETURNING e.id, o.attempts, e.name, e.email, e.phone, e.program, e.state, e.city, e.query`,
      [now, limit, owner, now + leaseMs],
    );
    return rows;
  }

  async nextDueAt(): Promise<number | null> {
    const { rows } = await this.pool.query<{ at: string | null }>(
      `SELECT MIN(GREATEST(next_attempt_at, COALESCE(lease_until, 0))) AS at FROM outbox WHERE status = 'pending'`,
    );
    return rows[0]!.at === null ? null : Number(rows[0]!.at);
  }

  async markDelivered(id: string, owner: string, attempts: number, at = new Date()): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET status = 'delivered', attempts = $1, delivered_at = $2, last_error = NULL, lease_owner = NULL, lease_until = NULL
       WHERE enquiry_id = $3 AND lease_owner = $4`,
      [attempts, at, id, owner],
    );
  }

  async markRetry(id: string, owner: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET attempts = $1, next_attempt_at = $2, last_error = $3, lease_owner = NULL, lease_until = NULL
       WHERE enquiry_id = $4 AND lease_owner = $5`,
      [attempts, nextAttemptAt, error.slice(0, 500), id, owner],
    );
  }

  async markFailed(id: string, owner: string, attempts: number, error: string): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET status = 'failed', attempts = $1, last_error = $2, lease_owner = NULL, lease_until = NULL
       WHERE enquiry_id = $3 AND lease_owner = $4`,
      [attempts, error.slice(0, 500), id, owner],
    );
  }

  async all(): Promise<EnquiryRow[]> {
    const rows: EnquiryRow[] = [];
    for await (const row of this.exportRows()) rows.push(row);
    return rows;
  }

  async enquiriesOf(contact: Contact): Promise<EnquiryRow[]> {
    const { rows } = await this.pool.query(`${STAFF_ROWS} ${BY_CONTACT} ORDER BY e.received_at, e.seq`, contactParams(contact));
    return rows.map(staffRow);
  }

  async erase(contact: Contact): Promise<EnquiryRow[]> {
    const erased = await this.inTransaction(async (client) => {
      // Locked until the commit: a forwarder claiming one of these rows waits, then finds it gone.
      const { rows } = await client.query(`${STAFF_ROWS} ${BY_CONTACT} ORDER BY e.received_at, e.seq FOR UPDATE OF e`, contactParams(contact));
      const ids = rows.map((row) => row.id as string);
      await client.query('DELETE FROM outbox WHERE enquiry_id = ANY($1::uuid[])', [ids]);
      await client.query('DELETE FROM enquiries WHERE id = ANY($1::uuid[])', [ids]);
      return rows.map(staffRow);
    });
    if (erased.length > 0) await this.vacuum();
    return erased;
  }

  /**
   * After an erasure or a purge: VACUUM removes the deleted rows from the
   * tables and their indexes, so no query, however low-level, finds them,
   * without locking out submissions. It does not overwrite their bytes in
   * the files until the space is reused, nor touch WAL segments or backups
   * (docs/privacy.md says what keeps them and for how long).
   */
  private async vacuum(): Promise<void> {
    await this.pool.query('VACUUM outbox, enquiries');
  }

  async purgeReceivedBefore(cutoff: Date): Promise<PurgeResult> {
    const purged = await this.inTransaction(async (client): Promise<PurgeResult> => {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [PURGE_LOCK]);
      if (!rows[0]!.locked) return { enquiries: 0, outbox: 0, skipped: true };
      const outbox = await client.query('DELETE FROM outbox o USING enquiries e WHERE o.enquiry_id = e.id AND e.received_at < $1', [cutoff]);
      const enquiries = await client.query('DELETE FROM enquiries WHERE received_at < $1', [cutoff]);
      return { enquiries: enquiries.rowCount ?? 0, outbox: outbox.rowCount ?? 0 };
    });
    if (purged.enquiries > 0) await this.vacuum();
    return purged;
  }

  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM enquiries');
    return Number(rows[0]!.n);
  }

  /** Every enquiry in order of arrival, a page at a time: the rows after the one with the given seq. */
  async *exportRows(pageSize = 500): AsyncIterable<EnquiryRow> {
    let after = 0;
    for (;;) {
      const { rows } = await this.pool.query(
        `SELECT e.seq, ${STAFF_COLUMNS}
         WHERE (e.received_at, e.seq) > (COALESCE((SELECT received_at FROM enquiries WHERE seq = $1), '-infinity'), $1)
         ORDER BY e.received_at, e.seq LIMIT $2`,
        [after, pageSize],
      );
      for (const { seq, ...row } of rows) {
        after = Number(seq);
        yield staffRow(row);
      }
      if (rows.length < pageSize) return;
    }
  }

  async forgetClientHashes(before: Date): Promise<number> {
    await this.pool.query(`DELETE FROM settings WHERE name = 'client-hash-secret'`);
    const { rowCount } = await this.pool.query(`UPDATE enquiries SET client_hash = '' WHERE received_at < $1 AND client_hash <> ''`, [before]);
    return rowCount ?? 0;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.group.flush();
    await this.pool.end();
  }
}
