/**
 * The one place that chooses the enquiry store: PostgreSQL when
 * DATABASE_URL is set (several instances share it), otherwise the embedded
 * SQLite file. Each store is loaded only when chosen, so a server on SQLite
 * never loads `pg`, and one on PostgreSQL never opens node:sqlite.
 */
import type { EnquiryConfig } from '../config.ts';
import type { EnquiryStore } from '../ports.ts';

/** Opens (creating and migrating when needed) the store the configuration names. */
export async function openStore(config: EnquiryConfig): Promise<EnquiryStore> {
  if (config.databaseUrl) {
    const { PostgresEnquiryStore } = await import('./postgres-store.ts');
    return PostgresEnquiryStore.open({
      url: config.databaseUrl,
      poolSize: config.dbPoolSize,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      connectTimeoutMs: config.dbConnectTimeoutMs,
    });
  }
  const { SqliteEnquiryStore } = await import('./sqlite-store.ts');
  return SqliteEnquiryStore.open(config.dbPath);
}

/** Where the store lives, for log lines (never the password). */
export function describeStore(config: EnquiryConfig): string {
  if (!config.databaseUrl) return config.dbPath;
  const url = new URL(config.databaseUrl);
  return `postgres://${url.host}${url.pathname}`;
}
