/** The enquiry service's settings: which store, the PostgreSQL pool and timeouts, the forwarding lease, and clear refusals. */
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/lib/enquiry/config';
import { describeStore } from '../../src/lib/enquiry/store';

describe('configFromEnv', () => {
  it('uses the SQLite file unless DATABASE_URL is set', () => {
    const config = configFromEnv({ ENQUIRY_DB_PATH: 'var/e.sqlite' }, '/srv/site');
    expect(config.databaseUrl).toBeNull();
    expect(config.dbPath).toBe('/srv/site/var/e.sqlite');
    expect(describeStore(config)).toBe('/srv/site/var/e.sqlite');
  });

  it('reads PostgreSQL, its pool size and timeouts, and never shows the password', () => {
    const config = configFromEnv({
      DATABASE_URL: 'postgres://enquiries:secret@db.internal:5432/enquiries',
      ENQUIRY_DB_POOL_SIZE: '4',
      ENQUIRY_DB_STATEMENT_TIMEOUT_MS: '1500',
      ENQUIRY_DB_CONNECT_TIMEOUT_MS: '800',
      ENQUIRY_FORWARD_LEASE_SECONDS: '30',
    });
    expect(config).toMatchObject({ dbPoolSize: 4, dbStatementTimeoutMs: 1500, dbConnectTimeoutMs: 800, forwardLeaseMs: 30_000 });
    expect(describeStore(config)).toBe('postgres://db.internal:5432/enquiries');
  });

  it.each([
    ['DATABASE_URL', 'mysql://db/enquiries', /postgres:\/\//],
    ['ENQUIRY_DB_POOL_SIZE', '0', /ENQUIRY_DB_POOL_SIZE must be a number of 1 or more/],
    ['ENQUIRY_FORWARD_LEASE_SECONDS', '1', /ENQUIRY_FORWARD_LEASE_SECONDS must be a number of 3 or more/],
    ['ENQUIRY_DB_STATEMENT_TIMEOUT_MS', 'soon', /ENQUIRY_DB_STATEMENT_TIMEOUT_MS must be a number/],
  ])('refuses %s=%s, saying what it must be', (name, value, message) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(message);
  });
});
