/** The enquiry service's settings: which store, the PostgreSQL pool and timeouts, the forwarding lease, and clear refusals. */
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../enquiry/server/config.ts';
import { describeStore } from '../../enquiry/server/stores/open-store.ts';

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

describe('configFromEnv: what keeps enquiries safe', () => {
  it('refuses a short export token, saying how to make a long one', () => {
    expect(() => configFromEnv({ ENQUIRY_EXPORT_TOKEN: 'short-token' })).toThrow(/at least 32 characters.*randomBytes/);
    expect(configFromEnv({ ENQUIRY_EXPORT_TOKEN: 'x'.repeat(32) }).exportToken).toBe('x'.repeat(32));
  });

  it.each(['http://script.example/exec', 'ftp://script.example/exec', 'not a url'])('refuses to forward personal data to %s', (url) => {
    expect(() => configFromEnv({ ENQUIRY_FORWARD_URL: url })).toThrow(/https:\/\//);
  });

  it('forwards to https, and to plain http only on this machine', () => {
    expect(configFromEnv({ ENQUIRY_FORWARD_URL: 'https://script.google.com/macros/s/X/exec' }).forwardUrl).toMatch(/^https:/);
    expect(configFromEnv({ ENQUIRY_FORWARD_URL: 'http://127.0.0.1:9/exec' }).forwardUrl).toBe('http://127.0.0.1:9/exec');
  });

  it('trusts no proxy and allows Apps Script’s echo host unless told otherwise, and reads the public origin from SITE_URL', () => {
    expect(configFromEnv({})).toMatchObject({ trustedProxies: 0, siteOrigin: null, forwardRedirectHosts: ['script.googleusercontent.com'] });
    expect(configFromEnv({ TRUSTED_PROXIES: '2', SITE_URL: 'https://www.example.edu/', ENQUIRY_FORWARD_REDIRECT_HOSTS: 'a.example, B.example' })).toMatchObject(
      {
        trustedProxies: 2,
        siteOrigin: 'https://www.example.edu',
        forwardRedirectHosts: ['a.example', 'b.example'],
      },
    );
    expect(() => configFromEnv({ SITE_URL: 'www.example.edu' })).toThrow(/SITE_URL/);
  });

  it('keeps the generated address-hash key beside the SQLite file unless told where', () => {
    expect(configFromEnv({ ENQUIRY_DB_PATH: 'var/e.sqlite' }, '/srv/site').clientHashSecretFile).toBe('/srv/site/var/client-hash.secret');
    expect(configFromEnv({ ENQUIRY_CLIENT_HASH_SECRET_FILE: '/etc/site/key' }).clientHashSecretFile).toBe('/etc/site/key');
  });
});
