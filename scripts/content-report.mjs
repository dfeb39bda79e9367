#!/usr/bin/env node
/**
 * `npm run content:report [-- --strict] [-- --today=YYYY-MM-DD] [-- --dir=src/content]`
 * Lists what still needs an editor (see scripts/lib/content-report/report.mjs) and dated
 * content that has expired, expires within a month or is scheduled to appear (scripts/lib/content-report/expiry.mjs),
 * dates past their day by what their schema declares (scripts/lib/content-report/passed-dates.mjs),
 * pages not updated for a year (scripts/lib/content-report/page-age.mjs), texts still without their Hindi
 * (the content check's list),
 * as of the day the site is built for (BUILD_DATE, else today in India). With
 * --strict it exits 1 when anything is listed, for use in review.
 */
import { buildReport, formatReport, KINDS, untranslatedRows } from './lib/content-report/report.mjs';
import { validateContent } from './lib/content-check/validate.mjs';
import { expiryRows } from './lib/content-report/expiry.mjs';
import { pageAgeRows } from './lib/content-report/page-age.mjs';
import { passedDateRows } from './lib/content-report/passed-dates.mjs';
import { dateRules } from './lib/dates/date-rules.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const strict = args.includes('--strict');
const { buildDate } = await dateRules();
let todayText;
try {
  todayText = buildDate(option('today') ? { BUILD_DATE: option('today') } : process.env);
} catch (error) {
  console.error(String(error.message).replace('BUILD_DATE', '--today'));
  process.exit(2);
}
const today = new Date(`${todayText}T00:00:00Z`);
const dirs = args.filter((a) => a.startsWith('--dir=')).map((a) => a.slice(6));
const rows = buildReport({ root: process.cwd(), dirs: dirs.length ? dirs : undefined, today });
if (!dirs.length) {
  rows.unshift(
    ...[...(await expiryRows({ today: todayText })), ...(await pageAgeRows({ today: todayText })), ...(await passedDateRows({ today: todayText }))].map(
      (row) => ({ ...row, kind: KINDS[row.kind] }),
    ),
  );
  // For the Hindi editor: what Hindi pages show in English until its line is written.
  rows.push(...untranslatedRows((await validateContent(process.cwd())).untranslated));
}
console.log(formatReport(rows, today));
// What is scheduled needs nobody: it appears on its day by itself.
if (strict && rows.some((row) => row.kind !== KINDS.scheduled)) {
  console.log('\n--strict: these must be resolved before this content is published.');
  process.exitCode = 1;
}
