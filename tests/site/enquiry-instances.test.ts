/**
 * Several instances of the built server on one real PostgreSQL server:
 * one is killed with SIGKILL in the middle of a load, with the spreadsheet
 * web app down (as during the double deliveries this design prevents); then
 * the web app comes back. Every acknowledged enquiry is stored once and
 * delivered once — the killed instance's claimed rows are delivered by the
 * survivor after their leases end. Then PostgreSQL itself goes down: the
 * health check says so, a visitor gets the honest 503 page with the input
 * kept, and the service recovers by itself when PostgreSQL is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'node-html-parser';
import pg from 'pg';
import { startBuiltServer, type BuiltServer } from '../../server/start-built-server.mjs';
import { usePostgres } from '../postgres.ts';

const postgres = usePostgres();

/** The fake spreadsheet web app on loopback: slow to refuse while down (so deliveries are in flight, their rows leased), then counts each enquiry id it accepts. */
const accepted = new Map<string, number>();
let spreadsheetUp = false;
const spreadsheet = http.createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  if (!spreadsheetUp) return void setTimeout(() => res.writeHead(503).end('down'), 400);
  const id = new URLSearchParams(body).get('id')!;
  accepted.set(id, (accepted.get(id) ?? 0) + 1);
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"success"}');
});

const instances: BuiltServer[] = [];
let databaseUrl = '';
let db: pg.Pool;
let instanceEnv: Record<string, string> = {};

beforeAll(async () => {
  await new Promise<void>((resolve) => spreadsheet.listen(0, '127.0.0.1', resolve));
  databaseUrl = await postgres.freshDatabase();
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => {}); // PostgreSQL is stopped on purpose below; the pool reconnects
  const env = {
    DATABASE_URL: databaseUrl,
    ENQUIRY_DB_POOL_SIZE: '4',
    ENQUIRY_FORWARD_URL: `http://127.0.0.1:${(spreadsheet.address() as AddressInfo).port}/exec`,
    ENQUIRY_FORWARD_LEASE_SECONDS: '8',
    ENQUIRY_FORWARD_MAX_ATTEMPTS: '50',
    ENQUIRY_RATE_LIMIT: '0',
    ENQUIRY_MIN_FILL_MS: '0',
  };
  instanceEnv = env;
  // Started together: both run the migrations' check, one at a time.
  instances.push(...(await Promise.all([startBuiltServer(env), startBuiltServer(env)])));
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await db?.end();
  spreadsheet.closeAllConnections();
  spreadsheet.close();
});

const fields = {
  name: 'Load Test Student',
  email: 'load.test@example.com',
  phoneno: '+91 98765 43210',
  program: 'Management (PG Courses)',
  state: 'Uttar Pradesh',
  city: 'Noida',
  query: 'An enquiry sent while an instance is killed.',
  consent: 'yes',
};

async function send(instance: BuiltServer, key: string): Promise<number> {
  try {
    const response = await fetch(`${instance.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, idempotencyKey: key }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0; // the instance is gone: not acknowledged
  }
}

const leasesHeldBy = async (owner: string) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE lease_owner = $1', [owner])).rows[0]!.n;

const until = async (check: () => Promise<boolean>, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('two instances on one PostgreSQL', () => {
  it('both report a reachable store to the load balancer', async () => {
    for (const instance of instances) {
      const response = await fetch(`${instance.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', store: 'postgres' });
    }
    const { rows } = await db.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual([...rows.keys()].map((i) => i + 1));
  });

  it('stores each acknowledged enquiry once and delivers it once when an instance is killed mid-load', async () => {
    const [doomed, survivor] = instances as [BuiltServer, BuiltServer];
    const doomedId = ((await (await fetch(`${doomed.url}/api/health`)).json()) as { instance: string }).instance;
    const acknowledged = new Set<string>();
    let sent = 0;
    let killed = false;
    /** The rows the killed instance held leases on when it died, read at once: once its leases end the survivor takes them. */
    let orphaned: { id: string }[] = [];
    const worker = async (w: number) => {
      for (let i = 0; i < 60; i++) {
        const key = `instances-${w}-${i}-${Math.random().toString(36).slice(2, 10)}`;
        const target = (w + i) % 2 === 0 ? doomed : survivor;
        const status = await send(target, key);
        sent++;
        if (status === 201 || status === 200) acknowledged.add(key);
        // Kill one instance once a third of the load is through, its forwarder holding leases on failed deliveries.
        if (!killed && sent >= 160) {
          killed = true;
          // Frozen first, so it cannot release a lease between the look and the kill.
          await until(
            async () => {
              doomed.child.kill('SIGSTOP');
              if ((await leasesHeldBy(doomedId)) > 0) return true;
              doomed.child.kill('SIGCONT');
              return false;
            },
            10_000,
            'the instance to be killed is delivering',
          );
          orphaned = (await db.query<{ id: string }>('SELECT enquiry_id AS id FROM outbox WHERE lease_owner = $1', [doomedId])).rows;
          await doomed.kill();
        }
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(worker));
    expect(doomed.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThan(240);

    const { rows: stored } = await db.query<{ key: string; id: string }>('SELECT idempotency_key AS key, id FROM enquiries');
    const storedKeys = stored.map((row) => row.key);
    expect(new Set(storedKeys).size).toBe(storedKeys.length);
    expect([...acknowledged].filter((key) => !storedKeys.includes(key))).toEqual([]);

    // The killed instance died holding leases on rows it was delivering; they must end and pass to the survivor.
    expect(orphaned.length).toBeGreaterThan(0);

    spreadsheetUp = true;
    await until(
      async () => (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE status <> 'delivered'`)).rows[0].n === 0,
      90_000,
      'every stored enquiry is delivered',
    );
    const deliveredTwice = [...accepted].filter(([, times]) => times !== 1);
    expect(deliveredTwice).toEqual([]);
    expect([...accepted.keys()].sort()).toEqual(stored.map((row) => row.id).sort());
    const { rows: takenOver } = await db.query<{ owner: string | null }>('SELECT lease_owner AS owner FROM outbox WHERE enquiry_id = ANY($1)', [
      orphaned.map((r) => r.id),
    ]);
    expect(takenOver.every((row) => row.owner === null)).toBe(true);
  }, 150_000);

  it('answers 503 with the input kept while PostgreSQL is down, says so to the load balancer, and recovers by itself', async () => {
    const instance = instances[1]!;
    const post = (key: string) =>
      fetch(`${instance.url}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: instance.url },
        body: new URLSearchParams({ ...fields, idempotencyKey: key }).toString(),
        redirect: 'manual',
      });
    postgres.server().pause();
    try {
      const health = await fetch(`${instance.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'unavailable', store: 'postgres' });
      const refused = await post('outage-0000001');
      expect(refused.status).toBe(503);
      const page = parse(await refused.text());
      const form = page.querySelector('form[data-enquiry-form]')!;
      expect(form.querySelector('[data-summary]')!.text).toMatch(/could not save it/);
      expect(form.querySelector('[data-summary] a[href^="tel:"]')).not.toBeNull();
      for (const [name, value] of Object.entries(fields)) {
        const field = form.querySelector(`[name="${name}"]`)!;
        expect(field.tagName === 'INPUT' ? field.getAttribute('value') : field.text, name).toContain(value);
      }
    } finally {
      postgres.server().resume();
    }
    await until(async () => (await fetch(`${instance.url}/api/health`)).status === 200, 20_000, 'the health check passes again');
    const stored = await post('outage-0000002');
    expect(stored.status).toBe(303);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM enquiries WHERE idempotency_key = $1', ['outage-0000002']);
    expect(rows[0].n).toBe(1);
  }, 60_000);

  it('loses no acknowledged enquiry and delivers none twice when PostgreSQL restarts mid-load', async () => {
    spreadsheetUp = true;
    const allDelivered = async () => (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE status <> 'delivered'`)).rows[0].n === 0;
    // Earlier tests' enquiries are delivered first, so that what the spreadsheet receives from now on is this test's.
    await until(allDelivered, 60_000, 'earlier enquiries are delivered');
    accepted.clear();
    const pair = [instances[1]!, await startBuiltServer(instanceEnv)];
    instances.push(pair[1]!);
    const acknowledged = new Set<string>();
    let sent = 0;
    let restarted = false;
    const worker = async (w: number) => {
      for (let i = 0; i < 40; i++) {
        const key = `restart-${w}-${i}-${Math.random().toString(36).slice(2, 10)}`;
        const status = await send(pair[(w + i) % 2]!, key);
        sent++;
        if (status === 201 || status === 200) acknowledged.add(key);
        if (!restarted && sent >= 80) {
          restarted = true;
          postgres.server().pause();
          await new Promise((r) => setTimeout(r, 500));
          postgres.server().resume();
        }
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    expect(restarted).toBe(true);
    expect(acknowledged.size).toBeGreaterThan(80);
    const { rows: stored } = await db.query<{ key: string; id: string }>(
      `SELECT idempotency_key AS key, id FROM enquiries WHERE idempotency_key LIKE 'restart-%'`,
    );
    const storedKeys = new Set(stored.map((row) => row.key));
    expect(storedKeys.size).toBe(stored.length);
    expect([...acknowledged].filter((key) => !storedKeys.has(key))).toEqual([]);
    await until(allDelivered, 60_000, 'every stored enquiry is delivered');
    expect([...accepted].filter(([, times]) => times !== 1)).toEqual([]);
    expect([...accepted.keys()].sort()).toEqual(stored.map((row) => row.id).sort());
  }, 120_000);
});
