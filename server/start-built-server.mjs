/**
 * Starts the built production server (server/main.mjs) as a child process on
 * a free loopback port, for benchmarks and tests that need whole instances:
 * `const server = await startBuiltServer(env)` → { url, child, stop(), kill() }.
 * `root` names another copy of the project (its server/ and dist/), e.g. an
 * earlier build kept to compare with.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ownMain = fileURLToPath(new URL('./main.mjs', import.meta.url));

export function startBuiltServer(env = {}, { root } = {}) {
  const main = root ? join(root, 'server/main.mjs') : ownMain;
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 30_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const port = /:(\d+)\s*$/m.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${port}`,
        child,
        output: () => output,
        /** A graceful stop: SIGTERM, then wait for the exit. */
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
        /** A crash: SIGKILL, then wait for the exit. */
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening: ${output}`));
    });
  });
}
