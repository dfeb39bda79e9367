/**
 * The PostgreSQL store's schema as versioned migrations, and how a database
 * is brought up to date: entry N brings it from version N to N + 1 (the
 * schema_migrations table records each), applied at start by one instance
 * at a time. Never edit a shipped migration; append.
 */
import type pg from 'pg';

export const POSTGRES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE enquiries (
     id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
     seq BIGINT GENERATED ALWAYS AS IDENTITY,
     received_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
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
   CREATE INDEX enquiries_received_at ON enquiries (received_at, seq);
   CREATE INDEX enquiries_client ON enquiries (client_hash, received_at);
   CREATE TABLE outbox (
     enquiry_id UUID PRIMARY KEY REFERENCES enquiries (id),
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     lease_owner TEXT,
     lease_until BIGINT,
     last_error TEXT,
     delivered_at TIMESTAMPTZ
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
   CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // Consent: when it was given and to which version of the privacy notice (null for enquiries from before); a person's enquiries found by e-mail or phone.
  `ALTER TABLE enquiries ADD COLUMN consented_at TIMESTAMPTZ, ADD COLUMN notice_version TEXT;
   CREATE INDEX enquiries_email ON enquiries (lower(email));
   CREATE INDEX enquiries_phone ON enquiries (phone);`,
];

/** The advisory lock that lets one instance at a time migrate (any constant shared by all instances). */
const MIGRATION_LOCK = 7_340_118_263;

/** Applies, in one transaction, the migrations this database has not had. */
export async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Held until COMMIT: an instance starting alongside waits here, then finds the work done.
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ version: number | null }>('SELECT MAX(version) AS version FROM schema_migrations');
    for (let version = rows[0]!.version ?? 0; version < POSTGRES_MIGRATIONS.length; version++) {
      await client.query(POSTGRES_MIGRATIONS[version]!);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version + 1]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
