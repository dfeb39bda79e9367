/**
 * What the stores do for privacy, on SQLite and on a real PostgreSQL server:
 * the consent recorded with each enquiry (and a database from before consent
 * upgraded in place), the retention purge by date with a fixed clock, two
 * instances purging at once, one person's export, and erasure by e-mail and
 * by phone that also stops the pending forwarding.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { SqliteEnquiryStore } from '../../enquiry/server/stores/sqlite-store.ts';
import { SQLITE_MIGRATIONS } from '../../enquiry/server/stores/sqlite-migrations.ts';
import { PostgresEnquiryStore } from '../../enquiry/server/stores/postgres-store.ts';
import { POSTGRES_MIGRATIONS } from '../../enquiry/server/stores/postgres-migrations.ts';
import type { EnquiryStore } from '../../enquiry/server/ports.ts';
import type { Enquiry } from '../../src/lib/enquiry/shared/schema.ts';
import { DAY_MS, purgeExpired, RetentionSchedule } from '../../enquiry/server/retention.ts';
import { PRIVACY } from '../../src/lib/enquiry/shared/privacy.ts';
import { usePostgres } from '../postgres.ts';

const asha: Enquiry = {
  name: 'Asha Rao',
  email: 'Asha.Rao@example.com',
  phoneno: '+919876543210',
  program: 'Management (PG Courses)',
  state: 'Delhi',
  city: 'New Delhi',
  query: 'What are the MBA fees?',
  consent: 'yes',
};
const ravi: Enquiry = { ...asha, name: 'Ravi Kumar', email: 'ravi@example.com', phoneno: '+919812345678' };
const meta = (key: string) => ({ idempotencyKey: key, clientHash: 'c'.repeat(32), channel: 'form' as const, noticeVersion: PRIVACY.noticeVersion });

const dirs: string[] = [];
const open: EnquiryStore[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close().catch(() => {})));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const postgres = usePostgres();

/**
 * Each backend: a new empty place, a store on it, a way to set when an
 * enquiry arrived (the test's clock: the store itself stamps the real time),
 * and a database left at the version before consent was recorded.
 */
const backends = [
  {
    name: 'SQLite',
    place: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'enquiry-privacy-'));
      dirs.push(dir);
      return join(dir, 'enquiries.sqlite');
    },
    open: async (place: string) => new SqliteEnquiryStore(place),
    receivedAt: async (place: string, id: string, at: Date) => {
      const raw = new DatabaseSync(place, { timeout: 5000 });
      raw.prepare('UPDATE enquiries SET received_at = ? WHERE id = ?').run(at.toISOString(), id);
      raw.close();
    },
    /** A database as the last release before consent left it: its first three migrations, and an enquiry in it. */
    beforeConsent: async (place: string) => {
      const raw = new DatabaseSync(place, { timeout: 5000 });
      SQLITE_MIGRATIONS.slice(0, 3).forEach((migration, i) => raw.exec(`${migration}; PRAGMA user_version = ${i + 1}`));
      raw.exec(`INSERT INTO enquiries (id, received_at, name, email, phone, program, state, city, query, idempotency_key, client_hash, channel)
                VALUES ('old-1', '2026-01-05T10:00:00.000Z', 'Old Sender', 'old@example.com', '+919800000000', 'Management (PG Courses)', 'Delhi', 'Delhi', 'An enquiry from before', 'old-key-1', 'h', 'form')`);
      raw.close();
    },
  },
  {
    name: 'PostgreSQL',
    place: () => postgres.freshDatabase(),
    open: (place: string) => PostgresEnquiryStore.open({ url: place, poolSize: 4, statementTimeoutMs: 5000, connectTimeoutMs: 2000 }),
    receivedAt: async (place: string, id: string, at: Date) => {
      const client = new pg.Client({ connectionString: place });
      await client.connect();
      await client.query('UPDATE enquiries SET received_at = $1 WHERE id = $2', [at, id]);
      await client.end();
    },
    beforeConsent: async (place: string) => {
      const client = new pg.Client({ connectionString: place });
      await client.connect();
      await client.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
      await client.query(POSTGRES_MIGRATIONS[0]!);
      await client.query('INSERT INTO schema_migrations (version) VALUES (1)');
      await client.query(`INSERT INTO enquiries (received_at, name, email, phone, program, state, city, query, idempotency_key, client_hash, channel)
                          VALUES ('2026-01-05T10:00:00Z', 'Old Sender', 'old@example.com', '+919800000000', 'Management (PG Courses)', 'Delhi', 'Delhi', 'An enquiry from before', 'old-key-1', 'h', 'form')`);
      await client.end();
    },
  },
];

describe.each(backends)('the $name store', (backend) => {
  const openStore = async (place: string) => {
    const store = await backend.open(place);
    open.push(store);
    return store;
  };

  it('records when consent was given and to which version of the notice, and the export carries both', async () => {
    const store = await openStore(await backend.place());
    const before = Date.now();
    const stored = await store.submit(asha, meta('consent-1'));
    const [row] = await store.all();
    expect(row).toMatchObject({ id: stored.id, notice_version: PRIVACY.noticeVersion, consented_at: stored.receivedAt });
    expect(Date.parse(row!.consented_at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('upgrades a database from before consent was recorded, keeping its enquiries with no consent claimed for them', async () => {
    const place = await backend.place();
    await backend.beforeConsent(place);
    const store = await openStore(place);
    await store.submit(ravi, meta('after-upgrade'));
    const rows = await store.all();
    expect(rows.map((r) => [r.email, r.consented_at === null, r.notice_version])).toEqual([
      ['old@example.com', true, null],
      [ravi.email, false, PRIVACY.noticeVersion],
    ]);
  });

  it('purges by date with a fixed clock: what arrived before the cutoff goes with its outbox row, the rest stays', async () => {
    const place = await backend.place();
    const store = await openStore(place);
    const now = new Date('2027-03-01T00:00:00.000Z');
    const days = 30;
    const cutoff = now.getTime() - days * DAY_MS;
    const ages = { expired: cutoff - 1, atCutoff: cutoff, recent: cutoff + DAY_MS };
    const ids: Record<string, string> = {};
    for (const [label, at] of Object.entries(ages)) {
      ids[label] = (await store.submit(asha, meta(`purge-${label}`))).id;
      await backend.receivedAt(place, ids[label]!, new Date(at));
    }
    expect(await purgeExpired(store, days, now)).toEqual({ enquiries: 1, outbox: 1 });
    expect((await store.all()).map((r) => r.id).sort()).toEqual([ids.atCutoff, ids.recent].sort());
    // The purged enquiry is no longer due for forwarding; the others still are.
    expect((await store.claimDue('owner', Date.now(), 10, 1000)).map((i) => i.id).sort()).toEqual([ids.atCutoff, ids.recent].sort());
    expect(await purgeExpired(store, days, now)).toEqual({ enquiries: 0, outbox: 0 });
  });

  it('lets two instances purge at once without an error, removing each expired enquiry once', async () => {
    const place = await backend.place();
    const [a, b] = await Promise.all([openStore(place), openStore(place)]);
    const now = new Date('2027-03-01T00:00:00.000Z');
    for (let i = 0; i < 40; i++) {
      const { id } = await a.submit(i % 2 ? asha : ravi, meta(`together-${i}`));
      await backend.receivedAt(place, id, new Date(now.getTime() - (i < 30 ? 400 : 10) * DAY_MS));
    }
    const results = await Promise.all([purgeExpired(a, 365, now), purgeExpired(b, 365, now), purgeExpired(a, 365, now)]);
    expect(results.reduce((sum, r) => sum + r.enquiries, 0)).toBe(30);
    expect(results.reduce((sum, r) => sum + r.outbox, 0)).toBe(30);
    expect(await b.count()).toBe(10);
  });

  it('exports one person: every enquiry with that e-mail in any case, or that phone, and nobody else’s', async () => {
    const store = await openStore(await backend.place());
    const first = await store.submit(asha, meta('person-1'));
    await store.submit(ravi, meta('person-2'));
    const second = await store.submit({ ...asha, query: 'And the hostel fees?' }, meta('person-3'));
    const byEmail = await store.enquiriesOf({ email: asha.email.toUpperCase() });
    expect(byEmail.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(byEmail[1]).toMatchObject({ name: asha.name, query: 'And the hostel fees?', notice_version: PRIVACY.noticeVersion, forward_status: 'pending' });
    expect((await store.enquiriesOf({ phone: ravi.phoneno })).map((r) => r.name)).toEqual([ravi.name]);
    expect(await store.enquiriesOf({ email: 'nobody@example.com' })).toEqual([]);
  });

  it('erases by e-mail and by phone, returning what it removed and leaving everyone else', async () => {
    const store = await openStore(await backend.place());
    await store.submit(asha, meta('erase-1'));
    await store.submit(asha, meta('erase-2'));
    const kept = await store.submit(ravi, meta('erase-3'));
    const other = await store.submit({ ...ravi, email: 'someone.else@example.com', phoneno: '+919700000000' }, meta('erase-4'));
    const byEmail = await store.erase({ email: 'asha.rao@EXAMPLE.com' });
    expect(byEmail.map((r) => r.email)).toEqual([asha.email, asha.email]);
    const byPhone = await store.erase({ phone: ravi.phoneno });
    expect(byPhone.map((r) => r.id)).toEqual([kept.id]);
    expect((await store.all()).map((r) => r.id)).toEqual([other.id]);
    expect(await store.erase({ phone: ravi.phoneno })).toEqual([]);
  });

  it('cancels the pending forwarding of an erased enquiry, while a later enquiry is still forwarded', async () => {
    const store = await openStore(await backend.place());
    const erased = await store.submit(asha, meta('forward-1'));
    const later = await store.submit(ravi, meta('forward-2'));
    const now = Date.now();
    // A delivery failed once and waits for its retry.
    await store.claimDue('owner', now, 1, 1000);
    await store.markRetry(erased.id, 'owner', 1, now + 5000, 'answered 503');
    await store.erase({ email: asha.email });
    expect((await store.claimDue('owner', now + 60_000, 10, 1000)).map((item) => item.id)).toEqual([later.id]);
    await store.markDelivered(later.id, 'owner', 1);
    expect(await store.nextDueAt()).toBeNull();
  });
});

describe('erased and purged enquiries on disk', () => {
  /** One person's enquiry among many others', with words found nowhere else. */
  const marked: Enquiry = {
    ...asha,
    name: 'Zebediah Quarrington',
    email: 'Zeb.Quarrington.Marker@example.com',
    query: 'Does the observatory club meet on Saturdays at midnight?',
  };
  const markers = [marked.name, marked.email, marked.email.toLowerCase(), marked.query];
  const filesOf = (place: string) => {
    const dir = dirname(place);
    return readdirSync(dir)
      .filter((name) => name.startsWith(basename(place)))
      .map((name) => readFileSync(join(dir, name)).toString('utf8'));
  };
  const sqliteWithMany = async () => {
    const place = await backends[0]!.place();
    const store = await SqliteEnquiryStore.open(place);
    open.push(store);
    for (let i = 0; i < 300; i++) {
      await store.submit({ ...ravi, name: `Ravi Kumar ${i}` }, meta(`many-${i}`));
      if (i === 150) await store.submit(marked, meta('the-marked-one'));
    }
    return { place, store };
  };

  it('SQLite: after an erasure, no byte of the person’s enquiry is left in the database file or its WAL, while the server still has it open', async () => {
    const { place, store } = await sqliteWithMany();
    expect(filesOf(place).join('')).toContain(marked.name);
    expect(await store.erase({ email: marked.email })).toHaveLength(1);
    const files = filesOf(place).join('');
    for (const marker of markers) expect(files, marker).not.toContain(marker);
    expect(await store.count()).toBe(300);
  });

  it('SQLite: an erasure while another connection holds the WAL says the rows may still be on disk, and one after it has let go empties the files', async () => {
    const { place, store } = await sqliteWithMany();
    const reader = new DatabaseSync(place);
    try {
      reader.exec('BEGIN');
      reader.prepare('SELECT COUNT(*) FROM enquiries').get();
      await expect(store.erase({ email: marked.email })).rejects.toThrow(/may still be in its -wal file/);
      reader.exec('COMMIT');
    } finally {
      reader.close();
    }
    expect(await store.erase({ email: marked.email })).toHaveLength(0);
    const files = filesOf(place).join('');
    for (const marker of markers) expect(files, marker).not.toContain(marker);
  });

  it('SQLite: after the retention purge, no byte of the purged enquiry is left in the files', async () => {
    const { place, store } = await sqliteWithMany();
    const [row] = await store.enquiriesOf({ email: marked.email });
    await backends[0]!.receivedAt(place, row!.id, new Date('2020-01-01T00:00:00.000Z'));
    expect(await store.purgeReceivedBefore(new Date('2021-01-01T00:00:00.000Z'))).toEqual({ enquiries: 1, outbox: 1 });
    const files = filesOf(place).join('');
    for (const marker of markers) expect(files, marker).not.toContain(marker);
  });

  it('PostgreSQL: an erasure and a purge vacuum the tables, so the deleted rows are gone from them and their indexes', async () => {
    const place = await postgres.freshDatabase();
    const store = await backends[1]!.open(place);
    open.push(store);
    const client = new pg.Client({ connectionString: place });
    await client.connect();
    const vacuumed = async () =>
      (
        await client.query<{ relname: string; vacuums: string }>(
          `SELECT relname, vacuum_count AS vacuums FROM pg_stat_user_tables WHERE relname IN ('enquiries', 'outbox') ORDER BY relname`,
        )
      ).rows.map((row) => `${row.relname}: ${row.vacuums}`);
    try {
      await store.submit(marked, meta('pg-marked'));
      await store.submit(ravi, meta('pg-other'));
      expect(await vacuumed()).toEqual(['enquiries: 0', 'outbox: 0']);
      await store.erase({ email: marked.email });
      expect(await vacuumed()).toEqual(['enquiries: 1', 'outbox: 1']);
      const { id } = await store.submit(asha, meta('pg-old'));
      await backends[1]!.receivedAt(place, id, new Date('2020-01-01T00:00:00.000Z'));
      await store.purgeReceivedBefore(new Date('2021-01-01T00:00:00.000Z'));
      expect(await vacuumed()).toEqual(['enquiries: 2', 'outbox: 2']);
      // Nothing left to find, not even as a dead row version.
      const { rows } = await client.query(`SELECT n_dead_tup AS dead FROM pg_stat_user_tables WHERE relname = 'enquiries'`);
      expect(Number(rows[0]!.dead)).toBe(0);
    } finally {
      await client.end();
    }
  });
});

describe('the daily retention schedule', () => {
  it('purges once at start with its clock and logs counts only, never a name, an address or a number', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'enquiry-retention-'));
    dirs.push(dir);
    const place = join(dir, 'enquiries.sqlite');
    const store = new SqliteEnquiryStore(place);
    open.push(store);
    const { id } = await store.submit(asha, meta('schedule-1'));
    await store.submit(ravi, meta('schedule-2'));
    await backends[0]!.receivedAt(place, id, new Date('2026-01-01T00:00:00.000Z'));
    const lines: string[] = [];
    const schedule = new RetentionSchedule({ store, days: 30, now: () => new Date('2026-03-01T00:00:00.000Z'), log: (line) => lines.push(line) });
    schedule.start();
    await schedule.runOnce();
    await schedule.stop();
    expect(await store.count()).toBe(1);
    expect(lines).toEqual(['[enquiries] retention: older than 30 days, enquiries removed: 1, outbox rows removed: 1']);
    for (const value of [asha.name, asha.email, asha.phoneno, id]) expect(lines.join('\n')).not.toContain(value);
  });
});
