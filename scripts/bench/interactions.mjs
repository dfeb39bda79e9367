/**
 * npm run bench:interactions [-- --runs 3] [-- --controls menu-phone,search]
 *   [-- --routes /,/hi/] [-- --when load] [-- --compare DIR] [-- --trace DIR]
 *
 * How soon each kind of control answers a visitor's first tap, on the built
 * site (run `npm run build` first), on a phone emulated as Lighthouse
 * emulates one: slow 4G (150 ms round trip, 1.6 Mbit/s down) and the CPU
 * slowed four times. Each control is tapped on a sample of pages in both
 * languages, once at the page's load event and once 200 ms after its first
 * paint, in a fresh browser context each run (nothing cached), and timed in
 * the page from the tap's pointerdown to the paint of the first frame that
 * shows the result: when the result is in the page by the frame that follows
 * the tap's click, that frame's paint as Event Timing gives it (the click
 * entry's start plus duration, the paint that Interaction to Next Paint
 * counts); when it comes later (a click held for a script), the end of the
 * first frame that shows it (a task queued from that frame's
 * requestAnimationFrame runs once the frame has been drawn). Also given: the
 * longest Event Timing entry of the tap. Writes
 * bench/reports/interactions.{json,md}; the median of the runs is compared
 * with a budget of 100 ms.
 *
 * Options: `--controls`, `--routes` and `--when` (load, paint200) measure a
 * subset. `--compare DIR` also taps another copy of the project (its
 * server/ and dist/, e.g. an earlier build copied aside with node_modules
 * linked in), run for run in alternation with this one (this, that, this,
 * that…), so a shared machine's changing load falls on both alike: only
 * medians taken that way compare. `--trace DIR` writes a Chromium trace
 * of each tap to DIR and prints where the main thread's time went
 * (scripts/bench/tap-trace.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../browser/chromium.mjs';
import { startBuiltServer } from '../../server/start-built-server.mjs';
import { startTapTrace } from './tap-trace.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    controls: { type: 'string' },
    routes: { type: 'string' },
    when: { type: 'string' },
    compare: { type: 'string' },
    trace: { type: 'string' },
  },
});

const RUNS = Number(args.runs);
const BUDGET_MS = 100;
const REPORT_DIR = 'bench/reports';
/** Lighthouse's mobile emulation: slow 4G and a CPU four times slower than this machine's. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * Each kind of control: where it is, how it is found, and what shows it answered (run in the page, given the control).
 * The pages are a sample of both languages; a control missing from a page (the announcement once its event has passed) is reported as such.
 */
const CONTROLS = [
  {
    name: 'menu-phone',
    label: 'Menu (phone)',
    device: PHONE,
    routes: ['/about-university', '/hi/fee-structure'],
    target: '.nav-toggle',
    shown: () => document.querySelector('#site-nav')?.checkVisibility() === true,
  },
  {
    name: 'menu-desktop',
    label: 'Main menu branch (desktop)',
    device: DESKTOP,
    routes: ['/about-university', '/hi/fee-structure'],
    target: '#site-nav details[data-menu-level="1"] > summary',
    shown: (control) => control.parentElement.querySelector(':scope > ul')?.checkVisibility() === true,
  },
  {
    name: 'search',
    label: 'Search',
    device: PHONE,
    routes: ['/about-university', '/hi/fee-structure'],
    target: '.site-search__open',
    shown: () => document.querySelector('.site-search__dialog')?.checkVisibility() === true,
  },
  {
    name: 'enquiry',
    label: 'Admission Enquiry',
    device: PHONE,
    routes: ['/fee-structure', '/hi/about-university'],
    target: '.site-header .enquiry-button',
    shown: () => document.querySelector('#enquiry-dialog')?.checkVisibility({ visibilityProperty: true }) === true,
  },
  {
    name: 'carousel-next',
    label: 'Carousel Next',
    device: PHONE,
    routes: ['/', '/hi/'],
    target: '.carousel .carousel__step:last-of-type',
    shown: (control) => {
      const first = control.closest('.carousel').querySelector('.carousel__slide');
      return first.getBoundingClientRect().right <= control.closest('.carousel').getBoundingClientRect().left + 1;
    },
  },
  {
    // The cards sit in a department's list, closed at first: opening it is the first tap the faculty directory gets.
    name: 'faculty-cards',
    label: 'Faculty department list',
    device: PHONE,
    routes: ['/school-of-pharmacy', '/hi/school-of-pharmacy'],
    target: 'details.faculty-directory__department:not([open]) > summary',
    shown: (control) => control.parentElement.open && control.parentElement.querySelector('.faculty-card')?.checkVisibility() === true,
  },
  {
    name: 'notices',
    label: 'Notices (a popover from the start)',
    device: PHONE,
    routes: ['/about-university', '/hi/fee-structure'],
    target: '.notices__toggle',
    shown: () => document.querySelector('#notices-list')?.checkVisibility() === true,
  },
  {
    name: 'announcement-close',
    label: 'Home announcement Close',
    device: PHONE,
    routes: ['/', '/hi/'],
    target: 'dialog.announcement[open] .announcement__close',
    // The page opens it by itself just after loading: it is tapped as soon as it is there.
    appears: true,
    shown: (control) => !control.closest('dialog').open,
  },
];

const WHEN = {
  load: 'at the load event',
  paint200: '200 ms after first paint',
};

/** In the page before anything else: the tap's pointerdown, and the Event Timing entries of the interaction. */
function recordTap() {
  const tap = (window.__tap = { down: null, longestEvent: 0, clickPainted: null });
  addEventListener('pointerdown', (event) => (tap.down ??= event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      tap.longestEvent = Math.max(tap.longestEvent, entry.duration);
      if (entry.name === 'click') tap.clickPainted = entry.startTime + entry.duration;
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Watches each frame from now until `shown(control)` holds; resolves to when that frame's requestAnimationFrame ran
 * and when the frame had been drawn, or null after `timeoutMs`.
 */
function watchForResult([selector, shownSource, timeoutMs]) {
  const control = document.querySelector(selector);
  const shown = new Function(`return (${shownSource})`)();
  const started = performance.now();
  window.__result = new Promise((resolve) => {
    const frame = () => {
      if (shown(control)) {
        const frame = performance.now();
        setTimeout(() => resolve({ frame, drawn: performance.now() }));
      } else if (performance.now() - started > timeoutMs) resolve(null);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function tapOnce(browser, base, control, route, when, traceFile) {
  const context = await browser.newContext({ ...control.device, serviceWorkers: 'block' });
  // The announcement opens once per session: every other control is measured without it in the way.
  if (control.name !== 'announcement-close') await context.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));
  await context.addInitScript(recordTap);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const stopTrace = traceFile ? await startTapTrace(cdp) : null;
    if (when === 'load') {
      await page.goto(base + route, { waitUntil: 'load' });
    } else {
      await page.goto(base + route, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, null, { polling: 10 });
      await page.evaluate(
        () => new Promise((resolve) => setTimeout(resolve, performance.getEntriesByName('first-paint')[0].startTime + 200 - performance.now())),
      );
    }
    const element = page.locator(control.target).first();
    if (control.appears) await element.waitFor({ state: 'attached', timeout: 5_000 }).catch(() => {});
    if ((await element.count()) === 0) return { missing: true };
    await element.scrollIntoViewIfNeeded();
    const box = await element.boundingBox();
    if (!box) return { missing: true };
    await page.evaluate(watchForResult, [control.target, control.shown.toString(), 15_000]);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (control.device.hasTouch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    const shownAt = await page.evaluate(() => window.__result);
    // Event Timing entries are delivered a little after the frame they measure.
    const { down, longestEvent, clickPainted } = await page.evaluate(() => new Promise((resolve) => setTimeout(() => resolve(window.__tap), 300)));
    const traced = await stopTrace?.(traceFile);
    if (shownAt === null || down === null) return { failed: true };
    // Shown by the frame that followed the click: that frame was painted when Event Timing says.
    const painted = clickPainted !== null && shownAt.frame <= clickPainted ? clickPainted : shownAt.drawn;
    return { ms: painted - down, eventMs: longestEvent, traced };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function toMarkdown(report) {
  const lines = [
    `${report.date} · ${report.machine} · slow 4G (150 ms round trip, 1.6 Mbit/s) · CPU slowed ${CPU_SLOWDOWN}× · median of ${RUNS} runs · budget ${BUDGET_MS} ms`,
    '',
    "Time from the tap (pointerdown) to the paint of the first frame that shows the result (Event Timing's paint after the click when the result is there by then, else the end of the first frame that shows it); Event Timing is the longest entry of the tap (what INP counts).",
    '',
    ...(report.compared ? [`Each run tapped this build and the one in ${report.compared} in turns ("compared" rows).`, ''] : []),
    '| Control | Page | Tapped | Median ms | Runs ms | Event Timing ms (median) | Within budget |',
    '| --- | --- | --- | ---: | --- | ---: | --- |',
  ];
  for (const row of report.rows) {
    const page = row.build ? `${row.route} (${row.build})` : row.route;
    if (row.missing) {
      lines.push(`| ${row.label} | ${page} | ${WHEN[row.when]} | – | not on the page | – | – |`);
      continue;
    }
    const within = row.failed ? '✗ (no result within 15 s)' : row.medianMs <= BUDGET_MS ? '✓' : '✗';
    lines.push(
      `| ${row.label} | ${page} | ${WHEN[row.when]} | ${row.medianMs?.toFixed(0) ?? '–'} | ${row.runsMs.map((ms) => ms.toFixed(0)).join(', ')} | ${row.medianEventMs?.toFixed(0) ?? '–'} | ${within} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** One traced tap in a line: where its time went on the main thread. */
const describeTrace = (ms, { toClickMs, clickMs, styleMs, styleElements, layoutMs, layoutObjects }) =>
  `${ms.toFixed(0)} ms; click ${toClickMs.toFixed(0)} ms after the pointerdown, its task ${clickMs.toFixed(0)} ms; then style ${styleMs?.toFixed(0)} ms (${styleElements} elements), layout ${layoutMs?.toFixed(0)} ms (${layoutObjects} objects dirty)`;

const listed = (option) => (option ? option.split(',') : null);
const chosenControls = listed(args.controls);
const chosenRoutes = listed(args.routes);
const chosenWhen = listed(args.when) ?? Object.keys(WHEN);
const chosen = CONTROLS.filter((control) => !chosenControls || chosenControls.includes(control.name));
if (args.trace) mkdirSync(args.trace, { recursive: true });
/** This build, and the one compared with it: tapped in turns, the first of the pair alternating from run to run. */
const builds = [{ name: 'this', server: await startBuiltServer() }];
if (args.compare) builds.push({ name: 'compared', server: await startBuiltServer({}, { root: resolve(args.compare) }) });
const browser = await launchChromium();
const rows = [];
try {
  for (const control of chosen) {
    for (const route of control.routes.filter((route) => !chosenRoutes || chosenRoutes.includes(route))) {
      for (const when of chosenWhen) {
        const results = new Map(builds.map((build) => [build.name, []]));
        for (let run = 0; run < RUNS; run++) {
          for (const build of run % 2 ? [...builds].reverse() : builds) {
            const traceFile = args.trace && join(args.trace, `${control.name}${route.replaceAll('/', '_')}-${when}-${build.name}-${run + 1}.json`);
            const result = await tapOnce(browser, build.server.url, control, route, when, traceFile);
            results.get(build.name).push(result);
            if (result.traced) console.log(`    ${traceFile}: ${describeTrace(result.ms, result.traced)}`);
          }
        }
        for (const build of builds) {
          const row = { control: control.name, label: control.label, route, when, ...(args.compare && { build: build.name }) };
          const builtResults = results.get(build.name);
          if (builtResults.every((result) => result.missing)) row.missing = true;
          else {
            const timed = builtResults.filter((result) => result.ms !== undefined);
            row.failed = timed.length < builtResults.length;
            row.runsMs = timed.map((result) => result.ms);
            row.medianMs = timed.length ? median(row.runsMs) : null;
            row.medianEventMs = timed.length ? median(timed.map((result) => result.eventMs)) : null;
          }
          rows.push(row);
          console.log(
            `  ${control.label} on ${route}, ${WHEN[when]}${row.build ? ` (${row.build} build)` : ''}: ${row.missing ? 'not on the page' : `${row.medianMs?.toFixed(0)} ms (${row.runsMs.map((ms) => ms.toFixed(0)).join(', ')}), Event Timing ${row.medianEventMs?.toFixed(0)} ms`}`,
          );
        }
      }
    }
  }
} finally {
  await browser.close();
  for (const build of builds) await build.server.stop();
}

const report = {
  date: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores, Node ${process.version}`,
  budgetMs: BUDGET_MS,
  runs: RUNS,
  ...(args.compare && { compared: args.compare }),
  rows,
};
mkdirSync(REPORT_DIR, { recursive: true });
writeFileSync(`${REPORT_DIR}/interactions.json`, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(`${REPORT_DIR}/interactions.md`, toMarkdown(report));
const over = rows.filter((row) => row.build !== 'compared' && !row.missing && (row.failed || row.medianMs > BUDGET_MS));
console.log(over.length ? `${over.length} over the ${BUDGET_MS} ms budget` : `every control within ${BUDGET_MS} ms`);
process.exitCode = over.length ? 1 : 0;
