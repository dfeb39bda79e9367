/**
 * The retyped-facts rule of `npm run check`: a page's text that names a
 * programme and writes a percentage, a rupee amount or a number of seats
 * beside it must agree with programmes.yaml, where those facts live; a page
 * should render them from the data rather than write them at all. Each
 * paragraph, heading and table cell is read on its own: a figure there must
 * be one the data gives for a programme it names (a percentage of its
 * eligibility or admission rule, one of its yearly fees, its intake).
 */
import { readMdxBody } from './mdx.mjs';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const percentages = (text) => [...String(text ?? '').matchAll(/(\d{1,3}(?:\.\d+)?)\s*(?:%|per ?cent|प्रतिशत)/gi)].map((m) => Number(m[1]));

/** The kinds of figure a page may retype, how to find them in text, and what the data allows for a programme. */
const FIGURES = [
  {
    field: 'eligibility',
    what: 'a percentage',
    find: percentages,
    allowed: (p) => [p.eligibility, p.admissionRoute, p.lateralEntry?.eligibility].flatMap(percentages),
    show: (n) => `${n}%`,
  },
  {
    field: 'annualFees',
    what: 'a fee',
    find: (text) => [...text.matchAll(/(?:₹|Rs\.?|INR)\s*(\d[\d,]*)/gi)].map((m) => Number(m[1].replace(/,/g, ''))),
    allowed: (p) => (Array.isArray(p.annualFees) ? p.annualFees : []),
    show: (n) => `₹ ${n.toLocaleString('en-IN')}`,
  },
  {
    field: 'intake',
    what: 'a number of seats',
    find: (text) => [...text.matchAll(/(\d+)\s*(?:seats|सीटें|सीट)/gi)].map((m) => Number(m[1])),
    allowed: (p) => [p.intake],
    show: (n) => `${n} seats`,
  },
];

/**
 * @param {import('../../../src/content-io/entries.ts').Entry[]} entries every entry of every collection
 * @returns {import('../../../src/content-io/entries.ts').Problem[]}
 */
export function retypedFactProblems(entries) {
  const programmes = entries.filter((entry) => entry.collection === 'programmes' && entry.data && typeof entry.data === 'object');
  const names = programmes.map((p) => ({
    programme: p,
    // A name as a whole word: "EE" is not found inside "EEE", nor "B.Pharm" inside "M.Pharm".
    patterns: [p.data.name, p.data.shortName].filter(Boolean).map((name) => new RegExp(`(?<![\\p{L}\\p{N}.])${escape(name)}(?![\\p{L}\\p{N}])`, 'u')),
  }));
  const problems = [];
  for (const entry of entries.filter((e) => e.body !== undefined)) {
    const body = readMdxBody(entry.body, entry.bodyLine);
    for (const block of body.blocks) {
      const named = names.filter(({ patterns }) => patterns.some((pattern) => pattern.test(block.text))).map(({ programme }) => programme);
      if (named.length === 0) continue;
      for (const figure of FIGURES) {
        const allowed = new Set(named.flatMap((p) => figure.allowed(p.data)));
        for (const value of new Set(figure.find(block.text))) {
          if (allowed.has(value)) continue;
          const which = named.map((p) => `"${p.id}"`).join(', ');
          const given = [...allowed].map(figure.show).join(', ') || 'none';
          problems.push({
            file: entry.file,
            line: block.line,
            field: `${figure.field} of ${named.map((p) => p.data.shortName ?? p.id).join(', ')}`,
            problem: `the page writes ${figure.show(value)} beside ${named.map((p) => p.data.name).join(', ')}, but ${named[0].file} (${which}, ${figure.field}) gives ${given}: ${figure.what} is written in two places with different values`,
            fix: `write the figure only in ${named[0].file} and let the page show it from there (e.g. <AdmissionRules />, <FeeTable />, <IntakeTable />); a reading still to be confirmed goes in the programme's toConfirm field`,
          });
        }
      }
    }
  }
  return problems;
}
