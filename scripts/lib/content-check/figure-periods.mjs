/**
 * A figure carries the period its source gives, and no other: a page that
 * shows the placement highlights, or a highlight's own label, may name no
 * session or year but the one placements.yaml gives as `period` (none when
 * the source gives none: the pages then say "as published").
 */
import { importProjectModule as load } from '../../../src/content-io/collections.ts';
import { dayText as text } from '../../../src/lib/dates.ts';

/** @typedef {import('../../../src/content-io/entries.ts').Entry} Entry */
/** @typedef {import('../../../src/content-io/entries.ts').Problem} Problem */

/**
 * @param {string} root
 * @param {Entry[]} entries every entry of every collection
 * @returns {Promise<Problem[]>}
 */
export async function figurePeriodProblems(root, entries) {
  const { periodsNamedIn } = await load(root, 'src/lib/figure-period.ts');
  const placements = entries.find((e) => e.collection === 'placements' && e.data && typeof e.data === 'object');
  if (!placements) return [];
  const period = text(placements.data.period);
  const given = period ? `the period placements.yaml gives (${period})` : 'no period: placements.yaml gives none';
  const fix = period
    ? `write ${period}, or say nothing of the period: the component states it`
    : 'take the period out (the highlights say "as published"), or give the period in src/content/data/placements.yaml once its source does';
  const problems = [];
  const other = (value) => periodsNamedIn(String(value ?? '')).filter((named) => named !== period);

  (placements.data.highlights ?? []).forEach((highlight, i) => {
    for (const named of other(highlight?.label))
      problems.push({
        file: placements.file,
        line: placements.lineOf(['highlights', i, 'label']),
        field: `highlights › ${i + 1} › label`,
        problem: `the figure "${highlight.label}" is labelled ${named}, but its data gives ${given}`,
        fix,
      });
  });

  for (const page of entries.filter((e) => e.collection === 'pages' && /<PlacementHighlights\b/.test(e.body ?? ''))) {
    const fields = [
      ['title', page.data?.title, page.lineOf(['title'])],
      ['description', page.data?.description, page.lineOf(['description'])],
      ...(page.body ?? '').split('\n').map((line, i) => ['(the page text)', line, (page.bodyLine ?? 1) + i]),
    ];
    for (const [field, value, line] of fields)
      for (const named of other(value))
        problems.push({
          file: page.file,
          line,
          field,
          problem: `the page shows the placement highlights and names ${named} beside them, but their data gives ${given}`,
          fix,
        });
  }
  return problems;
}
