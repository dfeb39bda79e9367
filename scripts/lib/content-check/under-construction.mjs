/**
 * The under-construction rule of `npm run check`: a page or data file never
 * sends a visitor to an "under construction" page for something the content
 * describes. Today that is a programme of programmes.yaml: it has a page of
 * its own or one the build makes from its data. A link is about a programme
 * when its words (a link's text, a card's title, a menu item's label) are the
 * programme's name or short name, or hold its full name. Things without data
 * may stay under construction.
 */
import { readMdxBody } from './mdx.mjs';
import { fieldLabel } from './explain.mjs';

/** The fields that say what a link in a data file is about, in order of preference. */
const SUBJECT_FIELDS = ['title', 'label', 'name', 'shortName'];

const normal = (text) => String(text).replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * @param {import('../../../src/content-io/entries.ts').Entry[]} entries every entry of every collection
 * @param {{ isUnderConstruction: (href: string) => boolean, programmePage: (p: { id: string, page?: string }) => string }} rules src/lib/programme-pages.ts
 * @returns {import('../../../src/content-io/entries.ts').Problem[]}
 */
export function underConstructionProblems(entries, { isUnderConstruction, programmePage }) {
  const programmes = entries.filter((entry) => entry.collection === 'programmes' && entry.data && typeof entry.data === 'object');
  if (programmes.length === 0) return [];
  const byName = new Map();
  for (const p of programmes) for (const name of [p.data.name, p.data.shortName]) if (name) byName.set(normal(name), p);
  const programmeOf = (words) =>
    words ? (byName.get(normal(words)) ?? programmes.find((p) => p.data.name && normal(words).includes(normal(p.data.name)))) : undefined;

  const problems = [];
  const report = ({ file, line, field, subject, href, programme }) =>
    problems.push({
      file,
      line,
      field,
      problem: `${subject ? `"${subject}" links` : 'this links'} to ${href}, a page under construction, but ${programme.file === file ? 'this file' : programme.file} has data for it (the programme "${programme.id}")`,
      fix:
        programme.file === file
          ? `remove page: from this programme: the build makes its page from its data, at ${programmePage({ id: programme.id })}; or write the route of its own page`
          : `link ${programmePage({ id: programme.id, page: programme.data.page })}, the programme's page`,
    });

  for (const entry of entries) {
    if (entry.body !== undefined) {
      const body = readMdxBody(entry.body, entry.bodyLine);
      for (const link of body.links) {
        const programme = isUnderConstruction(link.href) && programmeOf(link.text);
        if (programme) report({ file: entry.file, line: link.line, field: `link "${link.href}"`, subject: link.text, href: link.href, programme });
      }
    }
    walk(entry.data, [], (path, value, parent) => {
      if (typeof value !== 'string' || !value.startsWith('/') || !isUnderConstruction(value)) return;
      const own = entry.collection === 'programmes' ? entry : undefined;
      const subjectField = SUBJECT_FIELDS.find((field) => typeof parent?.[field] === 'string');
      const subject = own ? own.data.name : subjectField && parent[subjectField];
      const programme = own ?? programmeOf(subject);
      if (!programme) return;
      const field = entry.label === entry.file ? fieldLabel(path) : `${entry.id} › ${fieldLabel(path)}`;
      report({ file: entry.file, line: entry.lineOf(path), field, subject, href: value, programme });
    });
  }
  return problems;
}

function walk(value, path, visit, parent) {
  visit(path, value, parent);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit, value));
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit, value);
}
