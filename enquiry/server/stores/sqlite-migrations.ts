/**
 * The SQLite store's schema as versioned migrations: entry N brings a file
 * from PRAGMA user_version N to N + 1, and sqlite-store.ts applies the ones
 * it has not had when it opens. Never edit a shipped one; append.
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
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
  // Leases, so that two processes on one file never deliver the same row; the rate limit reads recent enquiries per client.
  `ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
   ALTER TABLE outbox ADD COLUMN lease_until INTEGER;
   CREATE INDEX enquiries_client ON enquiries (client_hash, received_at);`,
  // Consent: when it was given and to which version of the privacy notice (null for enquiries from before); a person's enquiries found by e-mail or phone.
  `ALTER TABLE enquiries ADD COLUMN consented_at TEXT;
   ALTER TABLE enquiries ADD COLUMN notice_version TEXT;
   CREATE INDEX enquiries_email ON enquiries (lower(email));
   CREATE INDEX enquiries_phone ON enquiries (phone);`,
];
