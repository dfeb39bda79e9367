/**
 * What no single schema can see: statements in two files that disagree.
 * Each problem names both files.
 *
 * - a notice points at a page whose documents out by the notice's date are
 *   all unpublished ("are available" over a page of "not yet published");
 * - a current notice, or a label of the menus, the site or the home page,
 *   names an academic session that is neither in progress, nor open for
 *   admission, nor the session of the published fees (write {session});
 * - the fee and intake figures (fees.yaml `session`) belong to a session
 *   that has no admission cycle.
 */
import { dayText as text } from '../../../src/lib/dates.ts';
import { dateRules } from '../dates/date-rules.mjs';
import { dateDeclaration } from '../../../src/schemas/dated-fields.ts';

/** @typedef {import('../../../src/content-io/entries.ts').Entry} Entry */
/** @typedef {import('../../../src/content-io/entries.ts').Problem} Problem */

const SESSION_TEXT = /(?<![\d-])(20\d\d)-(\d\d)(?![\d-])/g;

/**
 * @param {string} root
 * @param {Entry[]} entries every entry of every collection
 * @param {Record<string, import('../../../src/content-io/collections.ts').LoadedCollection>} collections their schemas
 * @returns {Promise<Problem[]>}
 */
export async function contradictions(root, entries, collections) {
  const { buildDate, admissionStatus, sessionDates, isSession, currentUntil, isCurrent, isPublished } = await dateRules(root);
  const today = buildDate();
  const of = (collection) => entries.filter((e) => e.collection === collection && e.data && typeof e.data === 'object');
  const problems = [];

  // The sessions a text may name today.
  const cycles = of('admissionCycles').map((e) => ({
    ...e.data,
    session: text(e.data.session),
    opens: text(e.data.opens),
    closes: text(e.data.closes),
    entry: e,
  }));
  const fees = of('fees')[0];
  const feesSession = text(fees?.data.session);
  const status = admissionStatus(cycles, today);
  const allowed = new Set([feesSession, status.state !== 'closed' ? status.cycle.session : undefined]);
  const year = Number(today.slice(0, 4));
  for (const first of [year - 1, year]) {
    const session = `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
    const { starts, ends } = sessionDates(session);
    if (starts <= today && today <= ends) allowed.add(session);
  }
  const staleSessionsIn = (value) =>
    [...String(value).matchAll(SESSION_TEXT)].map((m) => m[0]).filter((session) => isSession(session) && !allowed.has(session));
  const sessionNote = `the sessions a label may name today (${today}) are ${[...allowed].filter(Boolean).join(', ')}: write {session} for the session of the fees, or name what is meant without a session`;

  // The figures belong to an admission cycle.
  if (fees && feesSession && cycles.length && !cycles.some((c) => c.session === feesSession)) {
    problems.push({
      file: fees.file,
      line: fees.lineOf(['session']),
      field: 'session',
      problem: `the fees are for ${feesSession}, but src/content/data/admission-cycles.yaml has no cycle for that session`,
      fix: `add the ${feesSession} cycle to src/content/data/admission-cycles.yaml, or write the session of one of its cycles (${cycles.map((c) => c.session).join(', ')})`,
    });
  }

  // Notices: what they point at, and the session they name while current.
  const documents = of('documents');
  const pages = new Map(of('pages').map((page) => [`/${page.id}`, page]));
  const events = new Map(of('event').map((e) => [e.id, e]));
  const { currentForDays } = dateDeclaration(collections.documents.schema, 'until');
  for (const notice of documents.filter((d) => d.data.category === 'notifications')) {
    const href = text(notice.data.href) ?? '';
    const page = pages.get(href);
    const listed = page ? [...(page.body ?? '').matchAll(/<DocumentList\b[^>]*\bcategory="([^"]+)"/g)].map((m) => m[1]) : [];
    // What the page shows on the notice's own day: documents dated later are not out yet then.
    const noticeDay = text(notice.data.date);
    const items = documents.filter((d) => listed.includes(d.data.category) && (!noticeDay || isPublished({ date: text(d.data.date) }, noticeDay)));
    if (listed.length && items.every((d) => text(d.data.href) === 'pending')) {
      problems.push({
        file: notice.file,
        line: notice.lineOf(['href']),
        field: `${notice.id} › href`,
        problem: `the notice "${notice.data.title}" points at ${href}, but every document that page lists by the notice's date (${page.file}: ${listed.join(', ')}) is still pending, so the page does not show what the notice announces`,
        fix: 'publish at least one of those documents (its href), point the notice at the document itself, or mark the notice pending until there is something to see',
      });
    }
    const date = text(notice.data.date);
    const eventDates = notice.data.event ? events.get(String(notice.data.event))?.data.dates : undefined;
    const until = currentUntil({ category: 'notifications', date, until: text(notice.data.until) }, { eventEnds: text(eventDates?.day2), currentForDays });
    if (date && isCurrent({ date }, until, today)) {
      for (const session of staleSessionsIn(notice.data.title)) {
        problems.push({
          file: notice.file,
          line: notice.lineOf(['title']),
          field: `${notice.id} › title`,
          problem: `the notice is current until ${until ?? 'it is removed'} but names the session ${session} (src/content/data/admission-cycles.yaml, src/content/data/fees.yaml)`,
          fix: sessionNote,
        });
      }
    }
  }

  // Labels of the frame and the home page.
  for (const entry of [...of('navigation'), ...of('sideMenus'), ...of('site'), ...of('home')]) {
    walk(entry.data, [], (path, value) => {
      if (typeof value !== 'string' || !['label', 'caption', 'title', 'heading'].includes(String(path.at(-1)))) return;
      for (const session of staleSessionsIn(value)) {
        problems.push({
          file: entry.file,
          line: entry.lineOf(path),
          field: path.join(' › '),
          problem: `"${value}" names the session ${session}, which is not the session of src/content/data/fees.yaml nor one open in src/content/data/admission-cycles.yaml`,
          fix: sessionNote,
        });
      }
    });
  }
  return problems;
}

function walk(value, path, visit) {
  visit(path, value);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit));
  else if (value && typeof value === 'object' && !(value instanceof Date)) for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit);
}
