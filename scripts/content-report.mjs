#!/usr/bin/env node
/**
 * `npm run content:report [-- --strict] [-- --today=YYYY-MM-DD] [-- --dir=src/content]`
 * Lists what still needs an editor (see scripts/lib/report.mjs). With
 * --strict it exits 1 when anything is listed, for use in review.
 */
import { buildReport, formatReport } from './lib/report.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const strict = args.includes('--strict');
const todayText = option('today') ?? process.env.CONTENT_TODAY;
const today = todayText ? new Date(`${todayText}T00:00:00Z`) : new Date();
if (Number.isNaN(today.getTime())) {
  console.error(`--today must be a date written YYYY-MM-DD, not "${todayText}"`);
  process.exit(2);
}
const dirs = args.filter((a) => a.startsWith('--dir=')).map((a) => a.slice(6));
const rows = buildReport({ root: process.cwd(), dirs: dirs.length ? dirs : undefined, today });
console.log(formatReport(rows, today));
if (strict && rows.length) {
  console.log('\n--strict: these must be resolved before this content is published.');
  process.exitCode = 1;
}
