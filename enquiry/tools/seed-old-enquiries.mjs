/**
 * Fills an existing (migrated) SQLite enquiry file with `count` enquiries
 * received long ago, each already delivered, in one transaction: the load
 * a retention purge has to clear, for the purge benchmark and its test.
 */
import { DatabaseSync } from 'node:sqlite';

export function seedOldEnquiries(path, count) {
  const raw = new DatabaseSync(path);
  try {
    raw.exec('BEGIN');
    const insert = raw.prepare(
      `INSERT INTO enquiries (id, received_at, name, email, phone, program, state, city, query, idempotency_key, client_hash, channel)
       VALUES (?, '2020-01-01T00:00:00.000Z', 'Old Sender', 'old@example.com', '+919800000000', 'Management (PG Courses)', 'Delhi', 'Delhi', 'An old enquiry', ?, '', 'form')`,
    );
    const outbox = raw.prepare(`INSERT INTO outbox (enquiry_id, status, next_attempt_at) VALUES (?, 'delivered', 0)`);
    for (let i = 0; i < count; i++) {
      insert.run(`old-${i}`, `old-key-${i}`);
      outbox.run(`old-${i}`);
    }
    raw.exec('COMMIT');
  } finally {
    raw.close();
  }
}
