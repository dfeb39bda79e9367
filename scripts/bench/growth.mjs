/**
 * How the build grows: in a temporary copy of the project, add N synthetic
 * MDX pages (typical frontmatter, headings, a list and a table), build, and
 * record wall time and peak memory (max RSS from /usr/bin/time). The time is
 * given per synthetic page (the cost of growth) and per page the build wrote,
 * the site's own pages in both languages included.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const COPY = ['src', 'public', 'integrations', 'server', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

function syntheticPage(i) {
  const rows = Array.from({ length: 8 }, (_, r) => `| Item ${r + 1} | ${(r + 1) * 1000} | ${r % 2 ? 'Yes' : 'No'} |`).join('\n');
  return `---
title: Synthetic page ${i}
description: A generated page used to measure how the build grows with the number of pages on the site.
sample: true
---

## Overview

This page number ${i} stands in for a typical content page with prose, a list and a table.

- First point about page ${i}
- Second point with a [link to the home page](/)
- Third point

| Item | Amount | Included |
| --- | --- | --- |
${rows}

## Details

${'Typical paragraph text for a university page. '.repeat(12)}
`;
}

export function measureGrowth(sizes) {
  const results = [];
  for (const size of sizes) {
    const dir = mkdtempSync(join(tmpdir(), `bench-growth-${size}-`));
    try {
      for (const name of COPY) cpSync(name, join(dir, name), { recursive: true });
      symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
      const pagesDir = join(dir, 'src/content/pages/synthetic');
      mkdirSync(pagesDir, { recursive: true });
      for (let i = 1; i <= size; i++) writeFileSync(join(pagesDir, `page-${i}.mdx`), syntheticPage(i));
      const timeFile = join(dir, 'time.txt');
      const started = performance.now();
      const run = spawnSync('/usr/bin/time', ['-f', '%M', '-o', timeFile, process.execPath, 'node_modules/astro/bin/astro.mjs', 'build'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
        maxBuffer: 64 * 1024 * 1024,
      });
      const ms = performance.now() - started;
      if (run.status !== 0) throw new Error(`build of ${size} synthetic pages failed:\n${run.stderr.slice(-2000)}`);
      const peakKb = Number(readFileSync(timeFile, 'utf8').trim().split('\n').pop());
      const pagesBuilt = readdirSync(join(dir, 'dist/client'), { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
      results.push({
        pages: size,
        pagesBuilt,
        buildMs: Math.round(ms),
        peakMemoryMb: Math.round(peakKb / 1024),
        msPerPage: +(ms / size).toFixed(2),
        msPerPageBuilt: +(ms / pagesBuilt).toFixed(2),
      });
      console.log(`  ${size} pages (${pagesBuilt} built): ${(ms / 1000).toFixed(1)} s, peak ${Math.round(peakKb / 1024)} MB`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}
