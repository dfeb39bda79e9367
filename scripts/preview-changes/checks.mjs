/**
 * What else a reviewer must know about a change, beyond the pictures:
 * translations left behind, English newly shown on Hindi pages, content
 * problems, new sample or pending values, links that now lead nowhere, and
 * pages that grew past the budgets.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { MISSING_FILE } from '../../integrations/missing-translations.mjs';
import { DEFAULT_LANG, langOfRoute, routeIn, TRANSLATED_LANGS } from '../../src/lib/languages.ts';
import { buildReport, KINDS } from '../lib/content-report/report.mjs';
import { routeOf } from '../../server/built-site.ts';
import { readPage } from './built-site.mjs';
import { addedTexts, diffText } from './word-diff.mjs';

const BUDGETS = JSON.parse(readFileSync(new URL('../../bench/budgets.json', import.meta.url), 'utf8'));

/** English pages whose content changed while their translation, which exists, did not: one item per language left behind. */
export function translationsLeftBehind(changes, head) {
  const changed = new Set(changes.map((change) => change.route));
  return changes
    .filter(({ route, kind }) => kind !== 'removed' && langOfRoute(route) === DEFAULT_LANG)
    .flatMap(({ route }) => TRANSLATED_LANGS.map((lang) => ({ route, lang, translation: routeIn(lang, route) })))
    .filter(({ translation }) => head.routes.has(translation) && !changed.has(translation));
}

/** The texts of data files a build showed in English on pages in `lang` for want of a translation (recorded by the build). */
function shownUntranslated(tree, lang) {
  const file = tree && join(tree, MISSING_FILE);
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8'))[lang] ?? []) : [];
}

/** Runs of text in Latin script, as they stand between the words of other scripts. */
const latinRuns = (text) =>
  text
    .split(/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+/u)
    .map((run) => run.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, ''))
    .filter((run) => /\p{Script=Latin}/u.test(run));
/**
 * A word of running English: lower-case letters only. Names and acronyms are
 * written with capitals; addresses, abbreviations and codes hold dots, @ or digits.
 */
const runningWord = /(?:^|\s)\p{Ll}[\p{Ll}'’-]*\p{Ll}(?=[\s,;:!?]|$)/u;

/**
 * English newly shown on the pages in another language: on each such page that
 * changed, the runs of Latin-script text its words gained that read as running
 * English (names and acronyms aside), or that the head's build recorded as
 * shown untranslated (a menu label with no Hindi yet) while the base's did not.
 * @returns {{ text: string, lang: string, pages: string[], untranslated: boolean }[]}
 */
export function englishOnTranslatedPages(parts, { baseTree, headTree }) {
  const found = new Map();
  const untranslatedIn = new Map();
  const newlyUntranslated = (lang) => {
    if (!untranslatedIn.has(lang)) {
      const before = new Set(shownUntranslated(baseTree, lang));
      untranslatedIn.set(
        lang,
        shownUntranslated(headTree, lang).filter((text) => !before.has(text)),
      );
    }
    return untranslatedIn.get(lang);
  };
  for (const [route, { base, head }] of parts) {
    if (!head || new Intl.Locale(head.lang).language === 'en') continue;
    const untranslated = newlyUntranslated(head.lang);
    const shown = (page) => (page ? [...page.frameLines, ...page.mainLines] : []);
    for (const text of addedTexts(diffText(shown(base), shown(head), head.lang)).flatMap(latinRuns)) {
      const fromData = untranslated.some((label) => label.includes(text) || text.includes(label));
      if (!fromData && !runningWord.test(text)) continue;
      const key = `${head.lang}\u0000${text}`;
      if (!found.has(key)) found.set(key, { text, lang: head.lang, pages: new Set(), untranslated: fromData });
      found.get(key).pages.add(route);
    }
  }
  return [...found.values()]
    .map((entry) => ({ ...entry, pages: [...entry.pages] }))
    .sort((a, b) => b.pages.length - a.pages.length || a.text.localeCompare(b.text));
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
      const exists = site.routes.has(routeOf(target)) || existsSync(join(site.pages, target));
      if (!exists) broken.add(`${route}\u0000${routeOf(target)}`);
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
