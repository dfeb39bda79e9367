/**
 * The enquiry service's settings, read from environment variables so that
 * secrets and paths never live in the repository.
 *
 *   DATABASE_URL                    PostgreSQL connection URL; set, enquiries are kept there (several instances may share it)
 *   ENQUIRY_DB_PATH                 SQLite file when DATABASE_URL is unset (default data/enquiries.sqlite, created on first start)
 *   ENQUIRY_DB_POOL_SIZE            PostgreSQL connections per instance (default 10)
 *   ENQUIRY_DB_STATEMENT_TIMEOUT_MS longest a PostgreSQL statement may run (default 5000)
 *   ENQUIRY_DB_CONNECT_TIMEOUT_MS   longest to wait for a PostgreSQL connection (default 3000)
 *   ENQUIRY_EXPORT_TOKEN            bearer token for GET /api/enquiries.csv; unset means the route answers 404
 *   ENQUIRY_FORWARD_URL             spreadsheet web-app URL; unset means enquiries are stored, not forwarded
 *   ENQUIRY_FORWARD_MAX_ATTEMPTS    deliveries tried before an enquiry is marked undelivered (default 8)
 *   ENQUIRY_FORWARD_LEASE_SECONDS   how long an instance holds an outbox row it is delivering (default 60)
 *   ENQUIRY_RATE_LIMIT              enquiries per client per window (default 5; 0 turns the limit off)
 *   ENQUIRY_RATE_WINDOW_SECONDS     the window (default 600)
 *   ENQUIRY_MIN_FILL_MS             a form sent sooner after it was opened is refused (default 3000)
 *   ENQUIRY_MAX_BODY_BYTES          largest request body accepted (default 16384)
 *   ENQUIRY_CLIENT_HASH_SECRET      secret for hashing client addresses (default: one generated and kept in the database)
 *   ENQUIRY_RETENTION_DAYS          enquiries older than this are deleted, daily (default: privacy.retentionDays in
 *                                   src/content/data/enquiry.json, the period the privacy notice states)
 */
import { resolve } from 'node:path';
import { PRIVACY } from './privacy.ts';

export interface EnquiryConfig {
  /** PostgreSQL when set; otherwise the SQLite file at dbPath. */
  databaseUrl: string | null;
  dbPath: string;
  dbPoolSize: number;
  dbStatementTimeoutMs: number;
  dbConnectTimeoutMs: number;
  exportToken: string | null;
  forwardUrl: string | null;
  forwardMaxAttempts: number;
  forwardLeaseMs: number;
  rateLimit: number;
  rateWindowMs: number;
  minFillMs: number;
  maxBodyBytes: number;
  clientHashSecret: string | null;
  retentionDays: number;
}

type Env = Record<string, string | undefined>;

function number(env: Env, name: string, fallback: number, least = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < least) throw new Error(`${name} must be a number of ${least} or more, not "${raw}"`);
  return value;
}

const text = (env: Env, name: string): string | null => (env[name]?.trim() ? env[name]!.trim() : null);

export function configFromEnv(env: Env = process.env, cwd = process.cwd()): EnquiryConfig {
  const forwardUrl = text(env, 'ENQUIRY_FORWARD_URL');
  if (forwardUrl && !/^https?:\/\//.test(forwardUrl)) throw new Error('ENQUIRY_FORWARD_URL must be an http(s) URL');
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return {
    databaseUrl,
    dbPath: resolve(cwd, text(env, 'ENQUIRY_DB_PATH') ?? 'data/enquiries.sqlite'),
    dbPoolSize: number(env, 'ENQUIRY_DB_POOL_SIZE', 10, 1),
    dbStatementTimeoutMs: number(env, 'ENQUIRY_DB_STATEMENT_TIMEOUT_MS', 5000, 1),
    dbConnectTimeoutMs: number(env, 'ENQUIRY_DB_CONNECT_TIMEOUT_MS', 3000, 1),
    exportToken: text(env, 'ENQUIRY_EXPORT_TOKEN'),
    forwardUrl,
    forwardMaxAttempts: number(env, 'ENQUIRY_FORWARD_MAX_ATTEMPTS', 8),
    // A lease shorter than a delivery's timeout would let a second instance send the same row.
    forwardLeaseMs: number(env, 'ENQUIRY_FORWARD_LEASE_SECONDS', 60, 3) * 1000,
    rateLimit: number(env, 'ENQUIRY_RATE_LIMIT', 5),
    rateWindowMs: number(env, 'ENQUIRY_RATE_WINDOW_SECONDS', 600) * 1000,
    minFillMs: number(env, 'ENQUIRY_MIN_FILL_MS', 3000),
    maxBodyBytes: number(env, 'ENQUIRY_MAX_BODY_BYTES', 16 * 1024),
    clientHashSecret: text(env, 'ENQUIRY_CLIENT_HASH_SECRET'),
    retentionDays: number(env, 'ENQUIRY_RETENTION_DAYS', PRIVACY.retentionDays, 1),
  };
}
