/**
 * What else a reviewer must know about a change, beyond the pictures:
 * translations left behind, content problems, new sample or pending values,
 * links that now lead nowhere, and pages that grew past the budgets.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { buildReport, KINDS } from '../lib/report.mjs';
import { readPage, routeName } from './built-site.mjs';

const BUDGETS = JSON.parse(readFileSync(new URL('../../bench/budgets.json', import.meta.url), 'utf8'));

const isHindi = (route) => route === '/hi' || route.startsWith('/hi/');
const hindiOf = (route) => (route === '/' ? '/hi' : `/hi${route}`);

/** English pages whose content changed while their Hindi page, which exists, did not. */
export function translationsLeftBehind(changes, head) {
  const changed = new Set(changes.map((change) => change.route));
  return changes
    .filter(({ route, kind }) => kind !== 'removed' && !isHindi(route) && head.routes.has(hindiOf(route)) && !changed.has(hindiOf(route)))
    .map(({ route }) => ({ route, hindi: hindiOf(route) }));
}

/** The head's content check (the content part of `npm run check`): its exit status and what it printed. */
export function contentProblems(headTree) {
  const run = spawnSync(process.execPath, ['scripts/check-content.mjs'], {
    cwd: headTree,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

/** Sample and pending values the head's content report lists and the base's does not (line numbers aside). */
export function newSampleAndPending(baseTree, headTree) {
  const today = new Date();
  const wanted = new Set([KINDS.sample, KINDS.pending]);
  const key = (row) => [row.file, row.kind, row.field, row.detail].join('\u0000');
  const before = new Set(
    buildReport({ root: baseTree, today })
      .filter((row) => wanted.has(row.kind))
      .map(key),
  );
  return buildReport({ root: headTree, today }).filter((row) => wanted.has(row.kind) && !before.has(key(row)));
}

/** Internal link targets of a page: paths on this site, without query or fragment. */
const linkTargets = (html) => [...html.matchAll(/<a\b[^>]*\shref="(\/[^"?#]*)/g)].map((match) => decodeURI(match[1]));

function brokenLinks(site) {
  const broken = new Set();
  for (const route of site.routes.keys()) {
    for (const target of linkTargets(readPage(site, route))) {
      const exists = site.routes.has(routeName(target)) || existsSync(join(site.pages, target));
      if (!exists) broken.add(`${route}\u0000${routeName(target)}`);
    }
  }
  return broken;
}

/** Links in the head's pages that lead nowhere and did not in the base. */
export function newBrokenLinks(base, head) {
  const before = brokenLinks(base);
  return [...brokenLinks(head)]
    .filter((link) => !before.has(link))
    .map((link) => link.split('\u0000'))
    .map(([page, target]) => ({ page, target }));
}

const compressed = (bytes) => brotliCompressSync(bytes).length;
/** Stylesheets and scripts are shared by most pages: each file is compressed once. */
const fileSizes = new Map();
const compressedFile = (path) => fileSizes.get(path) ?? fileSizes.set(path, compressed(readFileSync(path))).get(path);

/** What a page's first view costs, compressed: HTML, stylesheets, and the script it runs at first view. */
export function pageWeight(site, route) {
  const html = readPage(site, route);
  const file = (url) => compressedFile(join(site.pages, url));
  const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].reduce((sum, [, url]) => sum + file(url), 0);
  const fetched = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].reduce((sum, [, url]) => sum + file(url), 0);
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type="application\/ld\+json")\b)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, [, text]) => sum + compressed(Buffer.from(text)),
    0,
  );
  return { pageKb: (compressed(Buffer.from(html)) + stylesheets + fetched + inline) / 1024, scriptKb: (fetched + inline) / 1024 };
}

/** Changed pages of the head past a budget they kept in the base (or new pages past it). */
export function budgetBreaches(changes, base, head) {
  const breaches = [];
  for (const { route, kind } of changes) {
    if (kind === 'removed') continue;
    const after = pageWeight(head, route);
    const before = kind === 'added' ? { pageKb: 0, scriptKb: 0 } : pageWeight(base, route);
    if (route !== '/' && after.pageKb > BUDGETS.innerPageKb && before.pageKb <= BUDGETS.innerPageKb)
      breaches.push({ route, what: 'page weight', kb: after.pageKb, budgetKb: BUDGETS.innerPageKb });
    if (after.scriptKb > BUDGETS.frameScriptKb && before.scriptKb <= BUDGETS.frameScriptKb)
      breaches.push({ route, what: 'first-view script', kb: after.scriptKb, budgetKb: BUDGETS.frameScriptKb });
  }
  return breaches;
}
