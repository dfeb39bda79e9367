/**
 * Pages not updated for a year as of a day, for the content report: each
 * page's "Last updated" day, worked out as the page shows it
 * (src/content-io/page-history.ts: its `reviewed` date, else the git history
 * of the page and the data it shows).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { globSync } from 'tinyglobby';
import { splitFrontMatter } from '../../../src/content-io/front-matter.ts';
import { parseYaml } from '../../../src/content-io/yaml.ts';
import { dayText as text } from '../../../src/lib/dates.ts';
import { dateRules } from '../dates/date-rules.mjs';
import { dataPageLastUpdated, dataPageSources, historyKnown, pageLastUpdated } from '../../../src/content-io/page-history.ts';

/** A page older than this is listed: a visitor would see it has not been touched for a year. */
export const STALE_AFTER_DAYS = 365;

/** Pages made from data by a component, which have no file of their own: listed under the data they show. */
const DATA_PAGES = [{ component: 'ProgrammePage', pages: 'the programme pages (/programmes/…)' }];

/**
 * @param {{ root?: string, today: string }} options today as YYYY-MM-DD
 * @returns {Promise<{ file: string, line: number, kind: 'notUpdated', field: string, detail: string }[]>}
 */
export async function pageAgeRows({ root = process.cwd(), today }) {
  const { daysBetween, formatDate } = await dateRules(root);
  if (!historyKnown(root)) return [];
  const rows = [];
  for (const file of globSync('src/content/pages/**/*.mdx', { cwd: root }).sort()) {
    const source = readFileSync(resolve(root, file), 'utf8');
    const { yaml, body } = splitFrontMatter(source);
    const data = yaml ? parseYaml(yaml) : {};
    const day = pageLastUpdated(root, { file, body, reviewed: text(data?.reviewed) }, today);
    if (day && daysBetween(day, today) > STALE_AFTER_DAYS)
      rows.push({
        file,
        line: 1,
        kind: 'notUpdated',
        field: 'Last updated',
        detail: `last updated ${formatDate(day)}, over a year ago: check the page is still true and set \`reviewed: ${today}\`, or update it`,
      });
  }
  for (const { component, pages } of DATA_PAGES) {
    const day = dataPageLastUpdated(root, component, today);
    const [file] = dataPageSources(root, component);
    if (file && day && daysBetween(day, today) > STALE_AFTER_DAYS)
      rows.push({
        file,
        line: 1,
        kind: 'notUpdated',
        field: 'Last updated',
        detail: `${pages} show data last updated ${formatDate(day)}, over a year ago: check it is still true, or update it`,
      });
  }
  return rows;
}
