/**
 * Load test of the enquiry service (after npm run build):
 *
 *   npm run bench:enquiries                 SQLite, one instance (the default store)
 *   npm run bench:enquiries -- --postgres   PostgreSQL, two instances behind one address list (BENCH_PG_INSTANCES to change)
 *   npm run bench:enquiries -- --all        both, one after the other
 *
 * Run 1, steady: starts the built server(s) on loopback with a fresh store,
 * warms them up with BENCH_WARMUP enquiries (not counted), then sends BENCH_AMOUNT enquiries (unique idempotency keys) over
 * BENCH_CONNECTIONS connections spread over the instances with autocannon,
 * bounded by BENCH_SECONDS, then reads the store: stored enquiries per
 * second, p50/p99 latency, and every enquiry acknowledged with 201 that is
 * not in the store (must be 0), and the CPU the instances and the database
 * spent per stored enquiry (read from /proc; the one figure that does not
 * depend on what else the machine is doing).
 *
 * Run 2, crash: the same load with forwarding on, to a fake spreadsheet on
 * loopback; one instance is killed with SIGKILL mid-load and restarted.
 * Every acknowledged enquiry must be in the store; the spreadsheet counts
 * how many enquiries reached it more than once, and how many never did
 * within BENCH_DELIVERY_SECONDS.
 *
 * PostgreSQL runs in a throwaway cluster (enquiry/tools/postgres/cluster.mjs) with
 * its default durability (fsync, synchronous_commit on). The rate limit and
 * minimum fill time are off for the servers under test (one loopback client
 * sending thousands of enquiries is the point). A JSON report per store is
 * written to bench/reports/.
 */
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBuiltServer } from '../../server/start-built-server.mjs';
import { startPostgres } from '../../enquiry/tools/postgres/cluster.mjs';
import { cpuMs } from '../../enquiry/tools/process-cpu.mjs';

const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const KILL_AFTER_MS = Number(process.env.BENCH_KILL_AFTER_MS ?? 2000);
const DELIVERY_SECONDS = Number(process.env.BENCH_DELIVERY_SECONDS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);

const { values: flags } = parseArgs({ options: { postgres: { type: 'boolean' }, all: { type: 'boolean' } } });
const stores = flags.all ? ['sqlite', 'postgres'] : flags.postgres ? ['postgres'] : ['sqlite'];

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const FIELDS = {
  name: 'Bench Student',
  email: 'bench.student@example.com',
  phoneno: '+91 98765 43210',
  program: 'Engineering & Technologies (UG Courses)',
  state: 'Uttar Pradesh',
  city: 'Noida',
  query: 'Load test enquiry: what is the B.Tech CSE fee for 2025-26?',
  consent: 'yes',
};

const BASE_ENV = { ENQUIRY_RATE_LIMIT: '0', ENQUIRY_MIN_FILL_MS: '0', ENQUIRY_FORWARD_URL: '' };

/** Where each kind of store lives for a run, how many instances share it, and how to read back the stored keys. */
async function storeBackend(kind, dir) {
  if (kind === 'sqlite') {
    return {
      instances: 1,
      async place(run) {
        return { ENQUIRY_DB_PATH: join(dir, `${run}.sqlite`) };
      },
      async keys(env) {
        const db = new DatabaseSync(env.ENQUIRY_DB_PATH, { readOnly: true });
        const keys = new Set(
          db
            .prepare('SELECT idempotency_key AS k FROM enquiries')
            .all()
            .map((r) => r.k),
        );
        db.close();
        return keys;
      },
      databasePids: () => [],
      close: async () => {},
    };
  }
  const cluster = await startPostgres();
  return {
    instances: Number(process.env.BENCH_PG_INSTANCES ?? 2),
    async place(run) {
      return { DATABASE_URL: await cluster.createDatabase(run) };
    },
    async keys(env) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query('SELECT idempotency_key AS k FROM enquiries');
      await client.end();
      return new Set(rows.map((r) => r.k));
    },
    databasePids: () => [cluster.pid()],
    close: async () => cluster.stop(),
  };
}

/** A fake spreadsheet web app on loopback that counts each enquiry id it receives. */
async function startSpreadsheet() {
  const received = new Map();
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const id = new URLSearchParams(body).get('id');
    received.set(id, (received.get(id) ?? 0) + 1);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"success"}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/exec`,
    received,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Drives the servers; resolves with autocannon's result and the keys acknowledged with 201. */
function load(urls, run, { onStart, acknowledged = new Set(), amount = AMOUNT } = {}) {
  let sequence = 0;
  let lastAnswerAt = 0;
  const instance = autocannon({
    url: urls.map((url) => `${url}/api/enquiries`),
    connections: CONNECTIONS,
    amount,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        setupRequest(request, context) {
          context.key = `bench-${run}-${++sequence}-${Math.random().toString(36).slice(2, 10)}`;
          return { ...request, body: JSON.stringify({ ...FIELDS, idempotencyKey: context.key }) };
        },
        onResponse(status, _body, context) {
          lastAnswerAt = performance.now();
          if (status === 201) acknowledged.add(context.key);
        },
      },
    ],
  });
  onStart?.(instance);
  // autocannon ignores `duration` when `amount` is set: bound the time here.
  const bound = setTimeout(() => instance.stop(), SECONDS * 1000);
  instance.on('done', () => clearTimeout(bound));
  return new Promise((resolve, reject) => {
    instance.on('done', (result) => resolve({ result, acknowledged, lastAnswerAt }));
    instance.on('error', reject);
  });
}

const startInstances = (count, env) => Promise.all(Array.from({ length: count }, () => startBuiltServer({ ...BASE_ENV, ...env })));

async function steadyRun(backend) {
  const env = await backend.place('steady');
  const servers = await startInstances(backend.instances, env);
  // Not measured: the first requests, while the instances compile their code.
  await load(
    servers.map((s) => s.url),
    'warmup',
    { amount: WARMUP },
  );
  const pids = [...servers.map((s) => s.child.pid), ...backend.databasePids()];
  const cpuBefore = cpuMs(pids);
  const started = performance.now();
  const { result, acknowledged, lastAnswerAt } = await load(
    servers.map((s) => s.url),
    'steady',
  );
  // Until the last answer: autocannon reports "done" only at its next one-second tick.
  const seconds = (lastAnswerAt - started) / 1000;
  const cpuAfter = cpuMs(pids);
  await Promise.all(servers.map((s) => s.stop()));
  const keys = new Set([...(await backend.keys(env))].filter((key) => key.startsWith('bench-steady-')));
  return {
    instances: servers.length,
    requests: result.requests.total,
    acknowledged: acknowledged.size,
    stored: keys.size,
    seconds: Number(seconds.toFixed(2)),
    storedPerSecond: Math.round(keys.size / seconds),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    acknowledgedButMissing: [...acknowledged].filter((k) => !keys.has(k)).length,
    // Instances and database together, per stored enquiry: independent of what else the machine runs.
    cpuMsPerEnquiry: cpuBefore === null || cpuAfter === null ? null : Number(((cpuAfter - cpuBefore) / keys.size).toFixed(2)),
  };
}

async function crashRun(backend) {
  const spreadsheet = await startSpreadsheet();
  const env = { ...(await backend.place('crash')), ENQUIRY_FORWARD_URL: spreadsheet.url };
  const servers = await startInstances(backend.instances, env);
  const [victim] = servers;
  const acknowledged = new Set();
  let acknowledgedWhenKilled = 0;
  const { result } = await load(
    servers.map((s) => s.url),
    'crash',
    {
      acknowledged,
      onStart(instance) {
        setTimeout(() => {
          acknowledgedWhenKilled = acknowledged.size;
          void victim.kill();
          // With one instance every connection now fails: stop shortly after instead of waiting out the time bound.
          if (servers.length === 1) setTimeout(() => instance.stop(), 300);
        }, KILL_AFTER_MS);
      },
    },
  );
  await victim.kill();
  const restarted = await startBuiltServer({ ...BASE_ENV, ...env });
  const probe = await fetch(`${restarted.url}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...FIELDS, idempotencyKey: 'bench-after-restart' }),
  });
  const keys = await backend.keys(env);
  // Wait for the forwarders (the survivor and the restarted instance) to deliver everything stored.
  const deadline = Date.now() + DELIVERY_SECONDS * 1000;
  while (spreadsheet.received.size < keys.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const live = [restarted, ...servers.slice(1)];
  await Promise.all(live.map((s) => s.stop()));
  spreadsheet.close();
  return {
    instances: servers.length,
    killedAfterMs: KILL_AFTER_MS,
    signal: victim.child.signalCode,
    acknowledged: acknowledged.size,
    acknowledgedWhenKillSent: acknowledgedWhenKilled,
    storedAfterRestart: keys.size - 1,
    requestsErrored: result.errors,
    restartedServerAnswered: probe.status,
    acknowledgedButMissing: [...acknowledged].filter((k) => !keys.has(k)).length,
    forwarded: spreadsheet.received.size,
    forwardedMoreThanOnce: [...spreadsheet.received.values()].filter((n) => n > 1).length,
    notForwardedWithinBound: keys.size - spreadsheet.received.size,
  };
}

const LABEL = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

function print(report) {
  const s = report.steady;
  const c = report.crash;
  console.log(`
Enquiry service benchmark: ${LABEL[report.store]}, ${s.instances} instance(s) (${report.node}, ${CONNECTIONS} connections, ${AMOUNT} requests, at most ${SECONDS} s)

Run 1, steady load over ${s.instances} instance(s)
  requests ${s.requests}, acknowledged (201) ${s.acknowledged}, stored ${s.stored} in ${s.seconds} s
  stored enquiries per second  ${s.storedPerSecond}
  latency p50 ${s.latencyMs.p50} ms, p90 ${s.latencyMs.p90} ms, p99 ${s.latencyMs.p99} ms, max ${s.latencyMs.max} ms
  non-2xx ${s.non2xx}, errors ${s.errors}, timeouts ${s.timeouts}
  acknowledged but missing     ${s.acknowledgedButMissing}
  CPU per stored enquiry       ${s.cpuMsPerEnquiry ?? 'not measured'} ms (instances and database)

Run 2, forwarding on; one of ${c.instances} instance(s) killed with SIGKILL after ${c.killedAfterMs} ms, then restarted
  acknowledged ${c.acknowledged}, stored ${c.storedAfterRestart}; restarted server answered ${c.restartedServerAnswered}
  acknowledged but missing     ${c.acknowledgedButMissing}
  forwarded ${c.forwarded}, more than once ${c.forwardedMoreThanOnce}, not within ${DELIVERY_SECONDS} s ${c.notForwardedWithinBound}

${report.verdict} (report: ${report.file})`);
}

mkdirSync('bench/reports', { recursive: true });
let ok = true;
for (const kind of stores) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-enquiries-'));
  const backend = await storeBackend(kind, dir);
  const report = { store: kind, when: new Date().toISOString(), node: process.version, amount: AMOUNT, connections: CONNECTIONS, maxSeconds: SECONDS };
  try {
    report.steady = await steadyRun(backend);
    report.crash = await crashRun(backend);
  } finally {
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const passed = report.steady.acknowledgedButMissing === 0 && report.crash.acknowledgedButMissing === 0 && report.crash.restartedServerAnswered === 201;
  report.verdict = passed ? 'no acknowledged enquiry lost' : 'ACKNOWLEDGED ENQUIRIES WERE LOST';
  report.file = `bench/reports/enquiries-${kind}-${report.when.replace(/[:.]/g, '-')}.json`;
  writeFileSync(report.file, JSON.stringify(report, null, 2));
  print(report);
  ok &&= passed;
}
process.exit(ok ? 0 : 1);
