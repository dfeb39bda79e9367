/**
 * The enquiry service's settings, read from environment variables so that
 * secrets and paths never live in the repository.
 *
 *   ENQUIRY_DB_PATH               SQLite file (default data/enquiries.sqlite, created on first start)
 *   ENQUIRY_EXPORT_TOKEN          bearer token for GET /api/enquiries.csv; unset means the route answers 404
 *   ENQUIRY_FORWARD_URL           spreadsheet web-app URL; unset means enquiries are stored, not forwarded
 *   ENQUIRY_FORWARD_MAX_ATTEMPTS  deliveries tried before an enquiry is marked undelivered (default 8)
 *   ENQUIRY_RATE_LIMIT            enquiries per client per window (default 5; 0 turns the limit off)
 *   ENQUIRY_RATE_WINDOW_SECONDS   the window (default 600)
 *   ENQUIRY_MIN_FILL_MS           a form sent sooner after it was opened is refused (default 3000)
 *   ENQUIRY_MAX_BODY_BYTES        largest request body accepted (default 16384)
 *   ENQUIRY_CLIENT_HASH_SECRET    secret for hashing client addresses (default: one generated and kept in the database)
 */
import { resolve } from 'node:path';

export interface EnquiryConfig {
  dbPath: string;
  exportToken: string | null;
  forwardUrl: string | null;
  forwardMaxAttempts: number;
  rateLimit: number;
  rateWindowMs: number;
  minFillMs: number;
  maxBodyBytes: number;
  clientHashSecret: string | null;
}

type Env = Record<string, string | undefined>;

function number(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more, not "${raw}"`);
  return value;
}

const text = (env: Env, name: string): string | null => (env[name]?.trim() ? env[name]!.trim() : null);

export function configFromEnv(env: Env = process.env, cwd = process.cwd()): EnquiryConfig {
  const forwardUrl = text(env, 'ENQUIRY_FORWARD_URL');
  if (forwardUrl && !/^https?:\/\//.test(forwardUrl)) throw new Error('ENQUIRY_FORWARD_URL must be an http(s) URL');
  return {
    dbPath: resolve(cwd, text(env, 'ENQUIRY_DB_PATH') ?? 'data/enquiries.sqlite'),
    exportToken: text(env, 'ENQUIRY_EXPORT_TOKEN'),
    forwardUrl,
    forwardMaxAttempts: number(env, 'ENQUIRY_FORWARD_MAX_ATTEMPTS', 8),
    rateLimit: number(env, 'ENQUIRY_RATE_LIMIT', 5),
    rateWindowMs: number(env, 'ENQUIRY_RATE_WINDOW_SECONDS', 600) * 1000,
    minFillMs: number(env, 'ENQUIRY_MIN_FILL_MS', 3000),
    maxBodyBytes: number(env, 'ENQUIRY_MAX_BODY_BYTES', 16 * 1024),
    clientHashSecret: text(env, 'ENQUIRY_CLIENT_HASH_SECRET'),
  };
}
