/** The Nu HTML Checker (vnu.jar) reports no errors on any built page. */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { builtPages, SITE_PAGES } from '../../server/built-site.ts';

const vnuJar: string = createRequire(import.meta.url)('vnu-jar');
/** The checker's CSS grammar predates container queries (Baseline since 2023, in every browser the site supports): only these are let through. */
const UNKNOWN_TO_THE_CHECKER = /^CSS: (“container-type”: Property “container-type” doesn't exist|Unrecognized at-rule “@container”)/;

it('every built page is valid HTML', () => {
  const files = builtPages({ kinds: SITE_PAGES }).map((p) => p.file);
  expect(files.length).toBeGreaterThan(2);
  let output = '';
  try {
    // One short run: Java's quick compiler alone halves its processor time; it needs a deeper stack than the default.
    execFileSync('java', ['-XX:TieredStopAtLevel=1', '-Xss16m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // vnu exits non-zero when it finds errors and writes its report to stderr.
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = output ? (JSON.parse(output).messages as { url: string; message: string; lastLine?: number; extract?: string }[]) : [];
  const report = messages
    .filter((m) => !UNKNOWN_TO_THE_CHECKER.test(m.message))
    .map((m) => `${m.url.replace(/^.*dist\/client/, '')}:${m.lastLine ?? '?'} ${m.message} — ${m.extract ?? ''}`);
  expect(report).toEqual([]);
  // One checker run reads every page of both languages; it needs longer than a single test's default.
}, 300_000);
