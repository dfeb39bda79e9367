/**
 * What still needs an editor, across every content file (YAML data and MDX
 * pages), whatever collections exist: sample values (`sample:` markers),
 * pending links and documents (the value `pending`), figures waiting for the
 * university to confirm them (`# TO CONFIRM:` comments and `toConfirm`
 * fields), pages without a
 * description, images without alternative text, placeholder drawings standing in for
 * photographs (files in src/assets/placeholders), date-bound content that
 * is out of date as of `today` (sessions over; passed dates: passed-dates.mjs), and (`untranslatedRows`)
 * texts that Hindi pages show in English for want of their Hindi line.
 */
import { relative, resolve, sep } from 'node:path';
import { globSync } from 'tinyglobby';
import { isoDay } from '../../../src/lib/dates.ts';
import { sessionsOverIn } from '../../../src/lib/figure-period.ts';
import { fieldLabel } from '../content-check/explain.mjs';
import { readMdxBody } from '../content-check/mdx.mjs';
import { readSourceFile } from '../../../src/content-io/source-file.ts';
import { translationStatus } from '../../../src/content-io/translation-status.ts';

/** @typedef {{ file: string, line: number, kind: string, field: string, detail: string }} Row */

/** A drawing from scripts/make-placeholders.mjs, shown until the university supplies a photograph. */
const isPlaceholderPicture = (value) => typeof value === 'string' && /(^|\/)assets\/placeholders\//.test(value);
const PLACEHOLDER_DETAIL = (src) =>
  `${src.split('/').at(-1)} is a placeholder drawing: put the photograph in src/assets/ (the same shape), point this to it and describe it in alt`;

export const KINDS = {
  sample: 'sample value',
  pending: 'pending',
  confirm: 'to confirm',
  description: 'no description',
  alt: 'no alt text',
  placeholder: 'placeholder picture',
  stale: 'out of date',
  expired: 'expired',
  expiring: 'expires within a month',
  scheduled: 'scheduled',
  notUpdated: 'not updated for a year',
  translation: 'translation out of date',
  hindi: 'no Hindi yet',
};

/**
 * Rows for the texts pages show from data without their Hindi value, as the
 * content check lists them (`untranslated` of scripts/lib/content-check/validate.mjs).
 * @param {{ file: string, line: number, field: string, problem: string, fix: string }[]} untranslated
 * @returns {Row[]}
 */
export const untranslatedRows = (untranslated) =>
  untranslated.map(({ file, line, field, problem, fix }) => ({ file, line, kind: KINDS.hindi, field, detail: `${problem}: ${fix}` }));

/**
 * @param {{ root?: string, dirs?: string[], today?: Date }} options
 * @returns {Row[]}
 */
export function buildReport({ root = process.cwd(), dirs = ['src/content'], today = new Date() } = {}) {
  const rows = [];
  const files = globSync(
    dirs.map((d) => `${d.replace(/\/$/, '')}/**/*.{yaml,yml,md,mdx}`),
    { cwd: root },
  ).sort();
  for (const file of files) {
    const source = readSourceFile(resolve(root, file));
    const name = relative(root, resolve(root, file)).split(sep).join('/');
    if (source.error) continue; // `npm run check` reports unreadable files
    const label = (path) => {
      // In a file holding a list of entries, name the entry by its id rather than its position.
      const id = typeof path[0] === 'number' ? source.data?.[path[0]]?.id : undefined;
      return id !== undefined ? [`"${id}"`, ...path.slice(1)].join(' › ') || `"${id}"` : fieldLabel(path);
    };
    const add = (line, kind, path, detail) => rows.push({ file: name, line, kind: KINDS[kind], field: typeof path === 'string' ? path : label(path), detail });
    /** The deepest field on each line, to name the field a comment stands above. */
    const fieldOnLine = new Map();
    walk(source.data, [], (path, value, parent) => {
      const key = path.at(-1);
      if (path.length) fieldOnLine.set(source.lineOf(path), path);
      if (key === 'sample' && (value === true || (Array.isArray(value) && value.length))) {
        add(
          source.lineOf(path),
          'sample',
          path.length > 1 ? path.slice(0, -1) : 'sample',
          (value === true
            ? 'the whole entry is sample content: replace it with real content, then remove "sample: true"'
            : `sample fields: ${value.join(', ')}: replace them, then remove them from the sample list`) + sampleFileNote(parent, value),
        );
      }
      if (value === 'pending') add(source.lineOf(path), 'pending', path, 'marked pending: not published yet (the site shows "not yet published")');
      if (isPlaceholderPicture(value)) add(source.lineOf(path), 'placeholder', path, PLACEHOLDER_DETAIL(value));
      // A reading kept for editors only (programmes' toConfirm): the site never shows it.
      if (key === 'toConfirm' && typeof value === 'string') add(source.lineOf(path), 'confirm', path, `to be confirmed by the university: ${value}`);
      if (key === 'alt' && value === '' && parent?.decorative !== true)
        add(
          source.lineOf(path),
          'alt',
          path,
          'the image has empty alternative text: describe it, or add "decorative: true" beside it if it is purely decorative',
        );
      // A period figures belong to (placements' season) is history, not a session still to come.
      if (typeof value === 'string' && key !== 'sample' && key !== 'period') {
        for (const session of new Set(sessionsOverIn(value, isoDay(today)))) add(source.lineOf(path), 'stale', path, `the ${session} session is over`);
      }
    });
    // In a page, only its front matter holds comments (a # in the body is a heading).
    const yamlText =
      source.kind === 'mdx'
        ? source.text
            .split('\n')
            .slice(0, source.bodyLine - 1)
            .join('\n')
        : source.text;
    for (const { line, fieldLine, detail } of confirmations(yamlText)) add(line, 'confirm', fieldOnLine.get(fieldLine) ?? '(the comment)', detail);
    if (source.kind === 'mdx') {
      if (/^src\/content\/pages\//.test(name) || dirs.some((d) => name.startsWith(d))) {
        if (typeof source.data?.description !== 'string' || source.data.description.trim() === '') {
          add(
            source.lineOf([]),
            'description',
            'description',
            'the page has no description: write one or two sentences (50–170 characters) for search results',
          );
        }
      }
      const body = readMdxBody(source.body, source.bodyLine);
      for (const image of body.images) {
        if (isPlaceholderPicture(image.src)) add(image.line, 'placeholder', image.component ? `<${image.component}>` : 'image', PLACEHOLDER_DETAIL(image.src));
        if (image.alt.trim() === '')
          add(
            image.line,
            'alt',
            image.component ? `<${image.component}>` : 'image',
            `the image ${image.src} has no alternative text: write what it shows (${image.component ? 'alt="…"' : '![what it shows](…)'})`,
          );
      }
      for (const link of body.links)
        if (link.href === 'pending') add(link.line, 'pending', 'link', 'marked pending: not published yet (the site shows "not yet published")');
      const bodyLines = source.body.split('\n');
      const seen = new Map();
      bodyLines.forEach((text, index) => {
        for (const session of sessionsOverIn(text, isoDay(today))) {
          if (!seen.has(session)) seen.set(session, { line: source.bodyLine + index, count: 0 });
          seen.get(session).count += 1;
        }
      });
      for (const [session, { line, count }] of seen)
        add(line, 'stale', '(the page text)', `the ${session} session is over (mentioned ${count === 1 ? 'once' : `${count} times`})`);
    }
  }
  for (const row of translationStatus(root)) {
    if (row.upToDate) continue;
    rows.push({
      file: row.page,
      line: 1,
      kind: KINDS.translation,
      field: '(the page)',
      detail: row.missingSource
        ? `there is no English page ${row.source}: move the translation beside its source, or remove it`
        : `${row.source} changed after this translation (${row.changes.join('; ')}): update the translation (npm run translations lists them all)`,
    });
  }
  return rows;
}

/**
 * `# TO CONFIRM: …` comments (and the comment lines that follow) stand above a
 * value the specification gives in two ways: the page shows one reading, the
 * comment keeps both until the university says which holds.
 */
function confirmations(text) {
  const lines = text.split('\n');
  const found = [];
  lines.forEach((line, index) => {
    const start = /^\s*#\s*TO CONFIRM:\s*(.*)$/.exec(line);
    if (!start) return;
    const words = [start[1]];
    let next = index + 1;
    for (; next < lines.length && /^\s*#/.test(lines[next]); next++) words.push(lines[next].replace(/^\s*#\s?/, ''));
    found.push({ line: index + 1, fieldLine: next + 1, detail: `to be confirmed by the university: ${words.join(' ').trim()}` });
  });
  return found;
}

/** A sample entry's document file under public/ is itself a sample (scripts/make-sample-pdfs.mjs stamps it SAMPLE). */
function sampleFileNote(entry, sample) {
  const href = typeof entry?.href === 'string' ? entry.href : '';
  const hrefIsSample = sample === true || (Array.isArray(sample) && sample.includes('href'));
  return hrefIsSample && /^\/documents\/.+\.pdf$/.test(href)
    ? `; its file public${href} is a generated sample stamped SAMPLE: replace it with the published document`
    : '';
}

function walk(value, path, visit, parent) {
  visit(path, value, parent);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit, value));
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit, value);
  }
}

/** The report as a Markdown table (readable in a terminal and in a pull request). */
export function formatReport(rows, today) {
  const day = isoDay(today);
  if (rows.length === 0) return `Nothing needs an editor as of ${day}.`;
  const cell = (text) => String(text).replace(/\|/g, '\\|');
  const lines = [
    `Content report as of ${day}: ${rows.length} item${rows.length === 1 ? '' : 's'} need an editor.`,
    '',
    '| Where | Needs | Field | Details |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${cell(`${r.file}:${r.line}`)} | ${cell(r.kind)} | ${cell(r.field)} | ${cell(r.detail)} |`),
    '',
    Object.values(KINDS)
      .map((kind) => [kind, rows.filter((r) => r.kind === kind).length])
      .filter(([, n]) => n)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(' · '),
  ];
  return lines.join('\n');
}
