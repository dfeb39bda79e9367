#!/usr/bin/env node
/**
 * `npm run preview:changes -- --base <git ref>`: what a change does to the
 * site, page by page, with pictures. Builds the site at the base ref (in a
 * temporary worktree) and compares it with the working tree's build.
 *
 * Options:
 *   --base <ref>         the ref to compare with (e.g. origin/main)
 *   --base-dir <dir>     a built site to compare with instead (dist/ or dist/client)
 *   --base-src <dir>     its source tree, when known (for the content files and report)
 *   --head-dir <dir>     the built working tree (default: build it now into dist/)
 *   --head-src <dir>     the head's source tree (default: the working tree)
 *   --out <dir>          where the report goes (default: preview-changes/)
 *   --preview-url <url>  link each page to this preview of the site
 *   --pictures-url <url> where the report folder is published, for absolute picture links
 *   --pictures-page <url> where index.html alone is online (linked instead of each picture)
 *   --render-only        only rewrite summary.md and index.html from the report.json in --out
 * Writes report.json, summary.md, index.html and, beside it, pictures/ to the output folder.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAtRef, buildTree } from './build-at-ref.mjs';
import { openBuiltSite } from './built-site.mjs';
import { makeReport } from './report.mjs';
import { summaryHtml } from './summary-html.mjs';
import { summaryMarkdown } from './summary-markdown.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    'base-dir': { type: 'string' },
    'base-src': { type: 'string' },
    'head-dir': { type: 'string' },
    'head-src': { type: 'string' },
    out: { type: 'string', default: 'preview-changes' },
    'preview-url': { type: 'string' },
    'pictures-url': { type: 'string' },
    'pictures-page': { type: 'string' },
    'render-only': { type: 'boolean', default: false },
  },
});

const out = resolve(options.out);
const links = { previewUrl: options['preview-url'], picturesUrl: options['pictures-url'], picturesPage: options['pictures-page'] };

function write(report) {
  writeFileSync(join(out, 'summary.md'), summaryMarkdown(report, links));
  writeFileSync(join(out, 'index.html'), summaryHtml(report));
  console.log(
    `${join(options.out, 'summary.md')} and ${join(options.out, 'index.html')}: ${report.changes.length} pages changed${report.frame ? ', and the frame' : ''}.`,
  );
}

if (options['render-only']) {
  const file = join(out, 'report.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run preview:changes first`);
  write(JSON.parse(readFileSync(file, 'utf8')));
} else {
  if (!options.base === !options['base-dir']) {
    console.error('Give the base to compare with: --base <git ref> or --base-dir <built site>.');
    process.exit(2);
  }
  const started = Date.now();
  const headTree = resolve(options['head-src'] ?? '.');
  let base;
  try {
    if (options.base) {
      console.log(`Building ${options.base} in a temporary worktree…`);
      base = buildAtRef(options.base);
      console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
    }
    const head = options['head-dir'] ?? (console.log('Building the working tree…'), buildTree(headTree));
    rmSync(out, { recursive: true, force: true });
    const report = await makeReport({
      base: openBuiltSite(base?.dist ?? options['base-dir']),
      head: openBuiltSite(head),
      baseTree: base?.tree ?? (options['base-src'] && resolve(options['base-src'])),
      headTree,
      labels: { base: options.base ?? options['base-dir'], head: options['head-dir'] ? options['head-dir'] : 'the working tree' },
      out,
      log: console.log,
    });
    write(report);
    console.log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);
  } finally {
    base?.remove();
  }
}
