/**
 * A throwaway PostgreSQL server for tests and benchmarks: a fresh cluster
 * in a temporary folder, listening only on 127.0.0.1 at a free port, run as
 * the `postgres` user when we are root (PostgreSQL refuses to run as root),
 * removed when stopped. Durability settings are PostgreSQL's defaults
 * (fsync and synchronous_commit on), so what is measured is what production gets.
 *
 *   const pg = await startPostgres();  // { url, databaseUrl(name), createDatabase(name), stop(), restart() }
 *
 * From the shell: `node enquiry/tools/postgres/cluster.mjs` starts one, prints
 * its DATABASE_URL and stops it on Ctrl-C.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ensureScript = fileURLToPath(new URL('./ensure-postgres.sh', import.meta.url));

/** The newest installed server's bin folder, installing the package first when none is. */
function serverBin() {
  const find = () => {
    const root = '/usr/lib/postgresql';
    const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
    versions.sort((a, b) => Number(b) - Number(a));
    return versions[0] ? join(root, versions[0], 'bin') : null;
  };
  const found = find();
  if (found) return found;
  const result = spawnSync('bash', [ensureScript], { stdio: 'inherit' });
  if (result.status !== 0 || !find()) throw new Error('PostgreSQL is not installed: see enquiry/tools/postgres/ensure-postgres.sh');
  return find();
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function startPostgres({ log = false } = {}) {
  const bin = serverBin();
  const asRoot = process.getuid?.() === 0;
  const run = (program, args) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
    return execFileSync(command, argv, { stdio: log ? 'inherit' : 'pipe' });
  };
  const dir = mkdtempSync(join(tmpdir(), 'enquiry-postgres-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [`-h 127.0.0.1`, `-p ${port}`, `-k ${dir}`, '-c max_connections=200', '-c shared_buffers=64MB'].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  const halt = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  // A test run that ends early must not leave a server behind (pg_ctl runs it detached).
  const stopAtExit = () => {
    if (running) halt();
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopAtExit);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const databaseUrl = (name) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url,
    port,
    databaseUrl,
    /** The server's main process id (its backends are its children). */
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    /** A new empty database in this cluster; returns its URL. */
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
      } finally {
        await client.end();
      }
      return databaseUrl(name);
    },
    /** Stops the server (clients now fail to connect) without removing it. */
    pause() {
      if (running) halt();
      running = false;
    },
    resume() {
      if (!running) start();
      running = true;
    },
    stop() {
      process.off('exit', stopAtExit);
      try {
        if (running) halt();
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startPostgres({ log: true });
  console.log(`DATABASE_URL=${server.url}`);
  const stop = () => {
    server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
