/**
 * How long pages wait while the server does something heavy (after npm run
 * build): `node scripts/bench/stalls.mjs`. Prints, in milliseconds:
 *
 * - the home page's time alone, and while six requests for a huge
 *   on-demand image (/_image at 4000 × 4000, AVIF) are in flight;
 * - a retention purge of BENCH_PURGE_ROWS (200,000) expired enquiries on
 *   SQLite, through the store as the server uses it: how long it took, the
 *   longest the event loop was held meanwhile, and the slowest of the
 *   pages an in-process server answered during it.
 *
 * Timings depend on the machine; the tests assert only the order of events
 * (tests/site/server-limits.test.ts, tests/unit/enquiry-store.test.ts).
 */
import http from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { startBuiltServer } from '../../server/start-built-server.mjs';
import { seedOldEnquiries } from '../../enquiry/tools/seed-old-enquiries.mjs';
import { SqliteEnquiryStore } from '../../enquiry/server/stores/sqlite-store.ts';

const ROWS = Number(process.env.BENCH_PURGE_ROWS ?? 200_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-stalls-'));
const ms = (value) => `${value.toFixed(1)} ms`;

async function timed(url) {
  const started = performance.now();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

async function imageStall() {
  const server = await startBuiltServer({ ENQUIRY_DB_PATH: join(dir, 'server.sqlite') });
  try {
    const picture = readdirSync('dist/client/_astro').find((name) => name.endsWith('.jpg'));
    const huge = `${server.url}/_image?href=${encodeURIComponent(`/_astro/${picture}`)}&w=4000&h=4000&f=avif&q=100`;
    await timed(`${server.url}/`);
    const alone = await timed(`${server.url}/`);
    const images = Array.from({ length: 6 }, () => timed(huge));
    const during = await timed(`${server.url}/`);
    const answered = await Promise.all(images);
    console.log(`home page alone: ${ms(alone.ms)}`);
    console.log(`home page during six /_image requests: ${ms(during.ms)} (the images answered ${answered.map((a) => a.status).join(', ')})`);
  } finally {
    await server.stop();
  }
}

async function purgeStall() {
  const path = join(dir, 'purge.sqlite');
  await SqliteEnquiryStore.open(path).then((store) => store.close());
  seedOldEnquiries(path, ROWS);

  const store = await SqliteEnquiryStore.open(path);
  const page = http.createServer((_req, res) => res.end('a page'));
  await new Promise((resolve) => page.listen(0, '127.0.0.1', resolve));
  const pageUrl = `http://127.0.0.1:${page.address().port}/`;
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let purging = true;
  const pages = [];
  const asking = (async () => {
    while (purging) pages.push((await timed(pageUrl)).ms);
  })();
  const started = performance.now();
  const removed = await store.purgeReceivedBefore(new Date('2021-01-01T00:00:00.000Z'));
  const took = performance.now() - started;
  purging = false;
  await asking;
  delay.disable();
  page.close();
  await store.close();
  pages.sort((a, b) => a - b);
  console.log(`purge of ${removed.enquiries} enquiries on SQLite: ${ms(took)}`);
  console.log(`longest event-loop delay during it: ${ms(delay.max / 1e6)}`);
  console.log(`pages answered during it: ${pages.length}, p50 ${ms(pages[Math.floor(pages.length / 2)] ?? 0)}, slowest ${ms(pages.at(-1) ?? 0)}`);
}

try {
  await imageStall();
  await purgeStall();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
