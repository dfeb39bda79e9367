/**
 * The enquiry service's settings, read from environment variables so that
 * secrets and paths never live in the repository.
 *
 *   DATABASE_URL                    PostgreSQL connection URL; set, enquiries are kept there (several instances may share it)
 *   ENQUIRY_DB_PATH                 SQLite file when DATABASE_URL is unset (default data/enquiries.sqlite, created on first start)
 *   ENQUIRY_DB_POOL_SIZE            PostgreSQL connections per instance (default 10)
 *   ENQUIRY_DB_STATEMENT_TIMEOUT_MS longest a PostgreSQL statement may run (default 5000)
 *   ENQUIRY_DB_CONNECT_TIMEOUT_MS   longest to wait for a PostgreSQL connection (default 3000)
 *   ENQUIRY_EXPORT_TOKEN            bearer token for GET /api/enquiries.csv, at least 32 characters; unset means the route answers 404
 *   ENQUIRY_FORWARD_URL             spreadsheet web-app URL (https:, or http: on loopback); unset means enquiries are stored, not forwarded
 *   ENQUIRY_FORWARD_REDIRECT_HOSTS  hosts besides the web app's own that its redirect may lead to (default script.googleusercontent.com)
 *   ENQUIRY_FORWARD_MAX_ATTEMPTS    deliveries tried before an enquiry is marked undelivered (default 8)
 *   ENQUIRY_FORWARD_LEASE_SECONDS   how long an instance holds an outbox row it is delivering (default 60)
 *   ENQUIRY_RATE_LIMIT              enquiries per client per window (default 5; 0 turns the limit off)
 *   ENQUIRY_RATE_WINDOW_SECONDS     the window (default 600)
 *   ENQUIRY_MIN_FILL_MS             a form sent sooner after it was opened is refused (default 3000)
 *   ENQUIRY_MAX_BODY_BYTES          largest request body accepted (default 16384)
 *   ENQUIRY_CLIENT_HASH_SECRET      secret for hashing client addresses (default: one generated into ENQUIRY_CLIENT_HASH_SECRET_FILE)
 *   ENQUIRY_CLIENT_HASH_SECRET_FILE where the generated secret is kept, never in the database (default client-hash.secret beside the SQLite file)
 *   TRUSTED_PROXIES                 how many proxies in front of the server append to X-Forwarded-For (default 0: none)
 *   SITE_URL                        the public address (https://…): form posts from it are accepted, and HSTS is sent when it is https
 *   ENQUIRY_RETENTION_DAYS          enquiries older than this are deleted, daily (default: privacy.retentionDays in
 *                                   src/content/data/enquiry.json, the period the privacy notice states)
 */
import { dirname, join, resolve } from 'node:path';
import { PRIVACY } from '../../src/lib/enquiry/shared/privacy.ts';

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
  clientHashSecretFile: string;
  /** Hosts a forwarding redirect may lead to, besides the web app's own host. */
  forwardRedirectHosts: string[];
  /** Proxies in front that append to X-Forwarded-For; their headers are believed, no one else's. */
  trustedProxies: number;
  /** The public origin (scheme, host, port) when SITE_URL is set. */
  siteOrigin: string | null;
  retentionDays: number;
}

/** The shortest export token accepted: a guessable token would open every enquiry. */
export const EXPORT_TOKEN_MIN_LENGTH = 32;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The forwarding target: https, or plain http only to this machine (the tests' fake spreadsheet). */
function forwardTarget(raw: string | null): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('ENQUIRY_FORWARD_URL must be an https:// URL');
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) return url.href;
  throw new Error('ENQUIRY_FORWARD_URL must be an https:// URL (plain http:// only to localhost): enquiries carry personal data');
}

function exportToken(raw: string | null): string | null {
  if (raw !== null && raw.length < EXPORT_TOKEN_MIN_LENGTH) {
    throw new Error(
      `ENQUIRY_EXPORT_TOKEN must be at least ${EXPORT_TOKEN_MIN_LENGTH} characters long (it has ${raw.length}); generate one with: node -e "console.log(crypto.randomBytes(32).toString('base64url'))"`,
    );
  }
  return raw;
}

function siteOrigin(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`SITE_URL must be the site's public http(s) address, e.g. https://www.example.edu, not "${raw}"`);
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
  const forwardUrl = forwardTarget(text(env, 'ENQUIRY_FORWARD_URL'));
  const databaseUrl = text(env, 'DATABASE_URL');
  const dbPath = resolve(cwd, text(env, 'ENQUIRY_DB_PATH') ?? 'data/enquiries.sqlite');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return {
    databaseUrl,
    dbPath,
    dbPoolSize: number(env, 'ENQUIRY_DB_POOL_SIZE', 10, 1),
    dbStatementTimeoutMs: number(env, 'ENQUIRY_DB_STATEMENT_TIMEOUT_MS', 5000, 1),
    dbConnectTimeoutMs: number(env, 'ENQUIRY_DB_CONNECT_TIMEOUT_MS', 3000, 1),
    exportToken: exportToken(text(env, 'ENQUIRY_EXPORT_TOKEN')),
    forwardUrl,
    forwardMaxAttempts: number(env, 'ENQUIRY_FORWARD_MAX_ATTEMPTS', 8),
    // A lease shorter than a delivery's timeout would let a second instance send the same row.
    forwardLeaseMs: number(env, 'ENQUIRY_FORWARD_LEASE_SECONDS', 60, 3) * 1000,
    rateLimit: number(env, 'ENQUIRY_RATE_LIMIT', 5),
    rateWindowMs: number(env, 'ENQUIRY_RATE_WINDOW_SECONDS', 600) * 1000,
    minFillMs: number(env, 'ENQUIRY_MIN_FILL_MS', 3000),
    maxBodyBytes: number(env, 'ENQUIRY_MAX_BODY_BYTES', 16 * 1024),
    clientHashSecret: text(env, 'ENQUIRY_CLIENT_HASH_SECRET'),
    clientHashSecretFile: resolve(cwd, text(env, 'ENQUIRY_CLIENT_HASH_SECRET_FILE') ?? join(dirname(dbPath), 'client-hash.secret')),
    forwardRedirectHosts: (text(env, 'ENQUIRY_FORWARD_REDIRECT_HOSTS') ?? 'script.googleusercontent.com')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    trustedProxies: number(env, 'TRUSTED_PROXIES', 0),
    siteOrigin: siteOrigin(text(env, 'SITE_URL')),
    retentionDays: number(env, 'ENQUIRY_RETENTION_DAYS', PRIVACY.retentionDays, 1),
  };
}
