/**
 * Load test of the enquiry service: npm run bench:enquiries (after npm run build).
 *
 * Run 1: starts the built server on loopback with a fresh store, sends
 * BENCH_AMOUNT enquiries (unique idempotency keys) over BENCH_CONNECTIONS
 * connections with autocannon, bounded by BENCH_SECONDS, then reads the
 * store: stored enquiries per second, p50/p99 latency, and every enquiry
 * acknowledged with 201 that is not in the store (must be 0).
 *
 * Run 2: the same load, but the server is killed with SIGKILL mid-load;
 * it is restarted on the same store and every acknowledged enquiry must
 * be present.
 *
 * The rate limit and minimum fill time are turned off for the server under
 * test (one loopback client sending thousands of enquiries is the point).
 * A JSON report is written to bench/reports/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';

const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const KILL_AFTER_MS = Number(process.env.BENCH_KILL_AFTER_MS ?? 2000);

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
};

function startServer(dbPath) {
  const child = spawn(process.execPath, ['server/main.mjs'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ENQUIRY_DB_PATH: dbPath, ENQUIRY_RATE_LIMIT: '0', ENQUIRY_MIN_FILL_MS: '0', ENQUIRY_FORWARD_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const port = /:(\d+)\s*$/m.exec(out)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening: ${out}`)));
  });
}

const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

function storedKeys(dbPath) {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  const keys = new Set(db.prepare('SELECT idempotency_key AS k FROM enquiries').all().map((r) => r.k));
  db.close();
  return keys;
}

/** Drives the server; resolves with autocannon's result and the keys acknowledged with 201. */
function load(url, run, { onStart, acknowledged = new Set() } = {}) {
  let sequence = 0;
  const instance = autocannon({
    url: `${url}/api/enquiries`,
    connections: CONNECTIONS,
    amount: AMOUNT,
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
    instance.on('done', (result) => resolve({ result, acknowledged }));
    instance.on('error', reject);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'bench-enquiries-'));
const report = { when: new Date().toISOString(), node: process.version, amount: AMOUNT, connections: CONNECTIONS, maxSeconds: SECONDS };

try {
  // Run 1: steady load.
  {
    const dbPath = join(dir, 'steady.sqlite');
    const { child, url } = await startServer(dbPath);
    const started = performance.now();
    const { result, acknowledged } = await load(url, 'steady');
    const seconds = (performance.now() - started) / 1000;
    const keys = storedKeys(dbPath);
    await stopServer(child);
    const missing = [...acknowledged].filter((k) => !keys.has(k)).length;
    report.steady = {
      requests: result.requests.total,
      acknowledged: acknowledged.size,
      stored: keys.size,
      seconds: Number(seconds.toFixed(2)),
      storedPerSecond: Math.round(keys.size / seconds),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      acknowledgedButMissing: missing,
    };
  }

  // Run 2: SIGKILL mid-load, restart, check.
  {
    const dbPath = join(dir, 'crash.sqlite');
    const { child, url } = await startServer(dbPath);
    let killedAt = 0;
    const acknowledged = new Set();
    const { result } = await load(url, 'crash', {
      acknowledged,
      onStart(instance) {
        setTimeout(() => {
          child.kill('SIGKILL');
          killedAt = acknowledged.size;
          // Connections now fail; stop shortly after instead of waiting out the time bound.
          setTimeout(() => instance.stop(), 300);
        }, KILL_AFTER_MS);
      },
    });
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
    const restarted = await startServer(dbPath);
    const probe = await fetch(`${restarted.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...FIELDS, idempotencyKey: 'bench-after-restart' }),
    });
    const keys = storedKeys(dbPath);
    await stopServer(restarted.child);
    const missing = [...acknowledged].filter((k) => !keys.has(k));
    report.crash = {
      killedAfterMs: KILL_AFTER_MS,
      signal: child.signalCode,
      acknowledgedBeforeKill: acknowledged.size,
      acknowledgedWhenKillSent: killedAt,
      storedAfterRestart: keys.size - 1,
      requestsErrored: result.errors,
      restartedServerAnswered: probe.status,
      acknowledgedButMissing: missing.length,
    };
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const ok = report.steady.acknowledgedButMissing === 0 && report.crash.acknowledgedButMissing === 0 && report.crash.restartedServerAnswered === 201;
report.verdict = ok ? 'no acknowledged enquiry lost' : 'ACKNOWLEDGED ENQUIRIES WERE LOST';
mkdirSync('bench/reports', { recursive: true });
const file = `bench/reports/enquiries-${report.when.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(report, null, 2));

const s = report.steady;
const c = report.crash;
console.log(`
Enquiry service benchmark (${report.node}, ${CONNECTIONS} connections, ${AMOUNT} requests, at most ${SECONDS} s)

Run 1, steady load
  requests ${s.requests}, acknowledged (201) ${s.acknowledged}, stored ${s.stored} in ${s.seconds} s
  stored enquiries per second  ${s.storedPerSecond}
  latency p50 ${s.latencyMs.p50} ms, p90 ${s.latencyMs.p90} ms, p99 ${s.latencyMs.p99} ms, max ${s.latencyMs.max} ms
  non-2xx ${s.non2xx}, errors ${s.errors}, timeouts ${s.timeouts}
  acknowledged but missing     ${s.acknowledgedButMissing}

Run 2, server killed with SIGKILL after ${c.killedAfterMs} ms, then restarted
  acknowledged before the kill ${c.acknowledgedBeforeKill}, stored after restart ${c.storedAfterRestart}
  restarted server answered    ${c.restartedServerAnswered}
  acknowledged but missing     ${c.acknowledgedButMissing}

${report.verdict} (report: ${file})`);
process.exit(ok ? 0 : 1);
