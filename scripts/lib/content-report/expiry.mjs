/**
 * Dated content as of a day, for the content report: what has expired
 * (admission cycles that closed with no later one, fee figures of a session
 * no longer open for admission, a home announcement whose event is over)
 * and what expires in the next EXPIRING_WITHIN_DAYS days (an open cycle
 * closing, a current notice leaving the home page, an event ending), and
 * what is scheduled to appear later (documents dated after it, cycles not yet open, events not yet published). The
 * rules are the site's own (src/lib), so the report and the pages agree.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { globSync } from 'tinyglobby';
import { dayText as text } from '../../../src/lib/dates.ts';
import { dateRules } from '../dates/date-rules.mjs';
import { readSourceFile } from '../../../src/content-io/source-file.ts';
import { importProjectModule as load, loadCollections } from '../../../src/content-io/collections.ts';
import { dateDeclaration } from '../../../src/schemas/dated-fields.ts';

/** How far ahead the report warns. */
export const EXPIRING_WITHIN_DAYS = 30;

const DATA = 'src/content/data';
/**
 * @param {{ root?: string, today: string }} options today as YYYY-MM-DD
 * @returns {Promise<{ file: string, line: number, kind: 'expired' | 'expiring' | 'scheduled', field: string, detail: string }[]>}
 */
export async function expiryRows({ root = process.cwd(), today }) {
  const rules = await dateRules(root);
  const soon = rules.addDays(today, EXPIRING_WITHIN_DAYS);
  const day = (iso) => rules.formatDate(iso);
  const read = (file) => (existsSync(resolve(root, DATA, file)) ? { file: `${DATA}/${file}`, ...readSourceFile(resolve(root, DATA, file)) } : null);
  const rows = [];
  const add = (source, path, kind, field, detail) => rows.push({ file: source.file, line: source.lineOf(path), kind, field, detail });

  // Admission cycles.
  const cyclesFile = read('admission-cycles.yaml');
  const cycles = (Array.isArray(cyclesFile?.data) ? cyclesFile.data : []).map((c, i) => ({
    ...c,
    i,
    session: text(c.session),
    opens: text(c.opens),
    closes: text(c.closes),
  }));
  const status = rules.admissionStatus(cycles, today);
  if (cyclesFile) {
    if (status.state === 'open' && status.cycle.closes <= soon) {
      add(
        cyclesFile,
        [status.cycle.i, 'closes'],
        'expiring',
        `"${status.cycle.id}" › closes`,
        `admission for ${status.cycle.session} closes on ${day(status.cycle.closes)}: add the next session's cycle so the site can say when it opens`,
      );
    }
    if (status.state === 'closed') {
      const last = [...cycles].sort((a, b) => a.closes.localeCompare(b.closes)).at(-1);
      if (last)
        add(
          cyclesFile,
          [last.i, 'closes'],
          'expired',
          `"${last.id}" › closes`,
          `the ${last.session} admission cycle closed on ${day(last.closes)} and no later cycle is known: the site says admission has not opened yet; add the next session's cycle`,
        );
    }
  }

  // The session of the fee and intake figures.
  const fees = read('fees.yaml');
  const feesSession = text(fees?.data?.session);
  if (fees && feesSession && rules.isSession(feesSession)) {
    const openForIt = status.state === 'open' && status.cycle.session === feesSession;
    const { starts, ends } = rules.sessionDates(feesSession);
    if (!openForIt && starts <= today)
      add(
        fees,
        ['session'],
        'expired',
        'session',
        `the fees and intake are for ${feesSession}, which began on ${day(starts)} and is no longer open for admission: publish the next session's figures (the pages say these are ${feesSession}'s meanwhile)`,
      );
    else if (ends <= soon) add(fees, ['session'], 'expiring', 'session', `the ${feesSession} session ends on ${day(ends)}`);
  }

  // Figures whose period ended over a year ago: the pages call them the latest published ones.
  const { figuresAreOld, periodEnds } = await load(root, 'src/lib/figure-period.ts');
  const placements = read('placements.yaml');
  for (const [source, field, period] of [
    [fees, 'session', feesSession],
    [placements, 'period', text(placements?.data?.period)],
  ])
    if (source && period && figuresAreOld(period, today))
      add(
        source,
        [field],
        'expired',
        field,
        `the figures are for ${period}, which ended on ${day(periodEnds(period))}, over a year ago: the pages call them the latest published ones; publish newer figures`,
      );

  // Events, and the home announcement that names one.
  const events = new Map();
  for (const file of globSync('events/*.yaml', { cwd: resolve(root, DATA) }).sort()) {
    const source = read(file);
    const id = file.replace(/^events\/|\.yaml$/g, '');
    const published = text(source?.data?.published);
    if (published && !rules.isPublished({ date: published }, today))
      add(
        source,
        ['published'],
        'scheduled',
        'published',
        `${source.data.name ?? id} is scheduled: it appears on the home page and in the notices on ${day(published)}`,
      );
    const lastDay = text(source?.data?.dates?.day2);
    if (!lastDay) continue;
    events.set(id, lastDay);
    if (today <= lastDay && lastDay <= soon)
      add(source, ['dates', 'day2'], 'expiring', 'dates › day2', `${source.data.name ?? id} ends on ${day(lastDay)}; afterwards it leaves the home page`);
  }
  const home = read('home.yaml');
  const announced = text(home?.data?.announcement?.event);
  if (home && announced && events.has(announced) && events.get(announced) < today) {
    add(
      home,
      ['announcement', 'event'],
      'expired',
      'announcement › event',
      `the announcement's event ended on ${day(events.get(announced))}, so the home page no longer shows it: announce the next event or remove the announcement`,
    );
  }

  // Scheduled publishing: documents dated after today wait for their date.
  const documents = read('documents.yaml');
  (Array.isArray(documents?.data) ? documents.data : []).forEach((doc, i) => {
    const date = text(doc?.date);
    if (date && !rules.isPublished({ date }, today))
      add(documents, [i, 'date'], 'scheduled', `"${doc.id}"`, `"${doc.title}" (${doc.category}) is scheduled: it appears on ${day(date)}`);
  });
  for (const cycle of cycles.filter((c) => c.opens > today))
    add(cyclesFile, [cycle.i, 'opens'], 'scheduled', `"${cycle.id}" › opens`, `the invitation to apply for ${cycle.session} appears on ${day(cycle.opens)}`);

  // Notices leaving the home page soon, by the period their schema declares.
  const { currentForDays } = dateDeclaration((await loadCollections(root)).documents.schema, 'until');
  (Array.isArray(documents?.data) ? documents.data : []).forEach((doc, i) => {
    if (doc?.category !== 'notifications') return;
    const date = text(doc.date);
    const until = rules.currentUntil({ category: doc.category, date, until: text(doc.until) }, { eventEnds: events.get(text(doc.event)), currentForDays });
    if (date && until && rules.isCurrent({ date }, until, today) && until <= soon)
      add(
        documents,
        [i, 'until'],
        'expiring',
        `"${doc.id}"`,
        `the notice "${doc.title}" leaves the home page${doc.inBar ? ' and the notices bar' : ''} after ${day(until)}`,
      );
  });
  return rows;
}
