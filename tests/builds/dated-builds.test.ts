/**
 * The site built "as of" several days, in a copy of the project: while the
 * admission cycle is open (1 October 2025, the day the specification
 * describes), today, three months on (before a later cycle opens: a fixture
 * cycle, never the site's content), ten months on, and years later with
 * nothing updated. Each build's home page, notices bar, footer, apply action,
 * admissions, fee, placement and notice pages are read in both languages and
 * compared with the content's dates: one build per day, shared by every check.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseHtml, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editYamlFile, readDataFile } from '../../src/content-io/content-files.ts';
import { clientDirOf, readPage } from '../../server/built-site.ts';
import { parseYamlDocument } from '../../src/content-io/yaml.ts';
import { words as homeNewsWords } from '../../src/components/HomeNews/HomeNews.words.ts';
import { daysBetween, formatDate } from '../../src/lib/dates.ts';
import { currentUntil, isCurrent, isNew, isPublished } from '../../src/lib/document-rules.ts';
import { figuresAreOld } from '../../src/lib/figure-period.ts';
import { copyProject } from '../fixtures/editors/project.ts';
import { translator } from '../languages.ts';
import { routeIn } from '../../src/lib/languages.ts';
import { dateDeclaration } from '../../src/schemas/dated-fields.ts';
import { collectionSchema } from '../../src/schemas/collection-schemas.ts';
import { admissionStatus } from '../../src/lib/site.words.ts';
import { words as bar } from '../../src/components/TopBanner/TopBanner.words.ts';
import { words as placementWords } from '../../src/components/PlacementHighlights/PlacementHighlights.words.ts';
import { words as lastUpdatedWords } from '../../src/components/LastUpdated/LastUpdated.words.ts';
import { words as notFoundWords } from '../../src/components/NotFound/NotFound.words.ts';
import { buildSite } from '../../scripts/lib/build-site.mjs';

/** The pages these builds read; every other MDX page is left out of the copy. */
const PAGES = [
  'index.mdx',
  'admission-main.mdx',
  'fee-structure.mdx',
  'admission-criteria.mdx',
  'admission-helpdesk-contact.mdx',
  'techidea-2025.mdx',
  'notifications.mdx',
  'examination-circulars.mdx',
  'placement-statistics.mdx',
];
const LANGS = ['en', 'hi'] as const;
const words = admissionStatus;

/** The days built: the specification's, the day these tests were written ("today"), three and ten months on, and years later. */
const SPEC_DAY = '2025-10-01';
const TODAY = '2026-11-28';
const THREE_MONTHS_ON = '2027-02-28';
const TEN_MONTHS_ON = '2027-09-28';
const YEARS_LATER = '2030-06-01';
const DAYS = [SPEC_DAY, TODAY, THREE_MONTHS_ON, TEN_MONTHS_ON, YEARS_LATER];
/** The copy's history: every file committed on one day, and one page reviewed by an editor on another. */
const HISTORY_DAY = '2026-03-10T12:00:00+05:30';
const REVIEWED_PAGE = 'admission-criteria';
const REVIEWED_ON = '2026-06-15';
let committedOn = '';

type Cycle = { id: string; session: string; opens: string; closes: string; form: string };
type Notice = { id: string; title: string; category: string; date: string; href: string; inBar?: boolean; until?: string; event?: string };

let project: ReturnType<typeof copyProject>;
const built = new Map<string, Map<string, string>>();
const reports = new Map<string, string>();
let cycles: Cycle[] = [];
let notices: Notice[] = [];
let documents: Notice[] = [];
let home: { announcement?: { title: string; details: { label: string } } };
let feesSession = '';
let placements: { campus: string; period?: string };
/** An event the content does not have, announced only after three months on, with a notice dated before that: neither may show yet. */
const fixtureEvent = { id: 'fixture-later-event', published: '2027-03-15', notice: 'fixture-later-event-notice' };
/** A later cycle the content does not have, for the day before it opens. */
const fixtureCycle: Cycle = {
  id: 'fixture-2027-28',
  session: '2027-28',
  opens: '2027-03-01',
  closes: '2027-07-31',
  form: 'https://forms.example.org/apply-2027-28',
};

const ROUTES = [
  '',
  'admission-main',
  'fee-structure',
  'admission-criteria',
  'admission-apply',
  'admission-helpdesk-contact',
  'notifications',
  'examination-circulars',
  'placement-statistics',
];
const routesIn = (lang: (typeof LANGS)[number]) =>
  ROUTES.filter((r) => lang === 'en' || r !== 'admission-apply').map((r) => (lang === 'hi' ? `hi/${r}`.replace(/\/$/, '') : r));

function buildAsOf(day: string) {
  // A production build: the copy keeps only the pages these checks read, and the gallery's examples name others.
  const run = buildSite(project.dir, { BUILD_DATE: day, SITE_PREVIEW: '' });
  if (run.status !== 0) throw new Error(`the build as of ${day} failed:\n${String(run.stderr).slice(-3000)}`);
  const pages = new Map<string, string>();
  const client = clientDirOf(project.dir);
  for (const lang of LANGS) for (const path of [...routesIn(lang), route(lang, '404')]) pages.set(path, readPage(path, client));
  // The pages the build makes from the programmes' data, as many as it made.
  for (const lang of LANGS) {
    const dir = join(client, route(lang, 'programmes'));
    for (const id of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()))
      pages.set(route(lang, `programmes/${id.name}`), readPage(route(lang, `programmes/${id.name}`), client));
  }
  built.set(day, pages);
  const report = spawnSync(process.execPath, ['scripts/content-report.mjs', `--today=${day}`], { cwd: project.dir, encoding: 'utf8' });
  reports.set(day, report.stdout);
}

const page = (day: string, route: string): HTMLElement => parseHtml(built.get(day)!.get(route)!);
const route = (lang: string, path: string) => (lang === 'hi' ? `hi/${path}`.replace(/\/$/, '') : path);
const eventLastDay = (id: string): string => String(readDataFile<{ dates: { day2: string } }>(`events/${id}.yaml`, project.dir).dates.day2);
/** The notices current on a day, by the site's own rule. */
const { currentForDays } = dateDeclaration(collectionSchema('documents'), 'until');
const currentOn = (day: string) => notices.filter((n) => isCurrent(n, currentUntil(n, { eventEnds: n.event && eventLastDay(n.event), currentForDays }), day));
/** The bar's link words, without what only screen readers hear ("opens in a new tab"). */
const barLabels = (html: HTMLElement) =>
  html.querySelectorAll('.notices__list [data-notice] a').map((a) => {
    const copy = parseHtml(a.outerHTML);
    copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    return copy.text.trim();
  });

beforeAll(() => {
  project = copyProject({ build: true });
  const pagesDir = join(project.dir, 'src/content/pages');
  for (const file of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.mdx') && !PAGES.includes(file.replace(/^hi\//, ''))) rmSync(join(pagesDir, file));
  }
  // The copy gets a history of its own, as a full clone has in CI, so "Last updated" comes from git: one commit
  // on a fixed day, and an editor's `reviewed` date on one page and its translation (the reviewed date wins).
  for (const reviewedFile of [join(pagesDir, `${REVIEWED_PAGE}.mdx`), join(pagesDir, 'hi', `${REVIEWED_PAGE}.mdx`)])
    writeFileSync(reviewedFile, readFileSync(reviewedFile, 'utf8').replace(/^---\n/, `---\nreviewed: ${REVIEWED_ON}\n`));
  const gitEnv = {
    ...process.env,
    GIT_AUTHOR_DATE: HISTORY_DAY,
    GIT_COMMITTER_DATE: HISTORY_DAY,
    GIT_AUTHOR_NAME: 'Editor',
    GIT_AUTHOR_EMAIL: 'editor@example.org',
    GIT_COMMITTER_NAME: 'Editor',
    GIT_COMMITTER_EMAIL: 'editor@example.org',
  };
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'content'],
  ])
    spawnSync('git', args, { cwd: project.dir, env: gitEnv });
  committedOn = spawnSync('git', ['log', '-1', '--format=%cs'], { cwd: project.dir, encoding: 'utf8' }).stdout.trim();
  const data = (file: string) => readDataFile<any>(file, project.dir);
  cycles = data('admission-cycles.yaml');
  documents = (data('documents.yaml') as Notice[]).map((d) => ({ ...d, date: d.date && String(d.date) }));
  notices = documents.filter((d) => d.category === 'notifications');
  home = data('home.yaml');
  feesSession = data('fees.yaml').session;
  placements = data('placements.yaml');
  for (const day of DAYS.filter((d) => d !== THREE_MONTHS_ON)) buildAsOf(day);
  editYamlFile('src/content/data/admission-cycles.yaml', (doc) => doc.add(doc.createNode(fixtureCycle)), project.dir);
  addFixtureEvent();
  buildAsOf(THREE_MONTHS_ON);
}, 1_800_000);

afterAll(() => project?.remove());

/** A copy of the content's event announced later, named by the home page's announcement and by a notice dated before its publication. */
function addFixtureEvent() {
  const events = join(project.dir, 'src/content/data/events');
  const source = readdirSync(events).find((f) => f.endsWith('.yaml'))!;
  const event = parseYamlDocument(readFileSync(join(events, source), 'utf8'));
  event.set('name', 'Fixture later event');
  event.set('published', fixtureEvent.published);
  const dates = { registrationDeadline: '2027-04-01', orientation: '2027-04-10', day1: '2027-04-20', day2: '2027-04-21' };
  for (const [key, value] of Object.entries(dates)) event.setIn(['dates', key], value);
  writeFileSync(join(events, `${fixtureEvent.id}.yaml`), event.toString());
  editYamlFile('src/content/data/home.yaml', (home) => home.setIn(['announcement', 'event'], fixtureEvent.id), project.dir);
  editYamlFile(
    'src/content/data/documents.yaml',
    (documents) =>
      documents.add(
        documents.createNode({
          id: fixtureEvent.notice,
          title: 'Fixture later event',
          category: 'notifications',
          date: '2027-02-01',
          href: '/notifications',
          event: fixtureEvent.id,
          inBar: true,
        }),
      ),
    project.dir,
  );
}

describe('built as of 1 October 2025, the day the specification describes', () => {
  const day = '2025-10-01';
  const open = () => cycles.find((c) => c.opens <= day && day <= c.closes)!;

  it('has an admission cycle open that day, in the content', () => {
    expect(open()).toBeDefined();
  });

  it.each(LANGS)('shows the three banner links of the specification, each with its date (%s)', (lang) => {
    const html = page(day, route(lang, ''));
    const labels = barLabels(html);
    expect(labels).toContain(words[lang].apply(open().session));
    const inBar = currentOn(day).filter((n) => n.inBar);
    expect(inBar.length).toBeGreaterThanOrEqual(2);
    expect(labels).toHaveLength(inBar.length + 1);
    for (const item of html.querySelectorAll('.notices__list [data-notice]'))
      expect(item.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leads the apply action to the open cycle’s form', () => {
    const html = page(day, '');
    expect(html.querySelector('.home-actions a.button--accent')!.getAttribute('href')).toBe(open().form);
    expect(page(day, 'admission-apply').querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toContain(open().form);
  });

  it('announces the event in a dialog with its View details link', () => {
    const dialog = page(day, '').querySelector('dialog.announcement')!;
    expect(dialog).not.toBeNull();
    expect(dialog.text).toContain(home.announcement!.title);
    expect(dialog.text).toContain(home.announcement!.details.label);
  });

  it('says the fees are the open session’s without calling them out of date', () => {
    const fees = page(day, 'fee-structure').querySelector('[data-figures-session]')!;
    expect(fees.getAttribute('data-figures-session')).toBe(feesSession);
    expect(fees.hasAttribute('data-figures-behind')).toBe(false);
  });
});

describe.each([
  [TODAY, 'today, after the cycle has closed'],
  [YEARS_LATER, 'years later, with nothing updated'],
])('built as of %s, %s', (day) => {
  it.each(LANGS)('invites no one to apply and says admission has not opened yet (%s)', (lang) => {
    const html = page(day, route(lang, ''));
    expect(html.querySelector('[data-admission-status]')!.text.trim()).toBe(words[lang].notOpen);
    expect(html.querySelector('.home-actions button.button--accent[command="show-modal"]')!.text.trim()).toBe(words[lang].enquire);
    // /admission-apply itself is the enquiry page now (see below), so the menu's "Apply Online" may lead there.
    for (const r of routesIn(lang))
      for (const c of cycles) {
        expect(built.get(day)!.get(r), r).not.toContain(c.form);
        expect(built.get(day)!.get(r), r).not.toContain(words[lang].apply(c.session));
      }
  });

  it.each(LANGS)('lists only current notices in the bar, each dated, and no passed event (%s)', (lang) => {
    const html = page(day, route(lang, ''));
    expect(html.querySelector('dialog.announcement')).toBeNull();
    const current = currentOn(day);
    for (const item of html.querySelectorAll('.notices__list [data-notice]')) {
      expect(current.map((n) => n.id)).toContain(item.getAttribute('data-notice'));
      expect(item.querySelector('time')).not.toBeNull();
    }
    expect(html.querySelectorAll('.notices__list [data-notice]').map((li) => li.getAttribute('data-notice'))).toEqual(
      current.filter((n) => n.inBar).map((n) => n.id),
    );
    if (!current.some((n) => n.inBar)) expect(html.querySelector('.notices__none')!.text.trim()).toBe(bar[lang].none);
    // Key dates list only days still to come.
    for (const time of html.querySelectorAll('.home-news [aria-labelledby="home-dates"] time')) expect(time.getAttribute('datetime')! >= day).toBe(true);
  });

  it.each(LANGS)('says the fee and intake figures are of a session no longer open, and whom to ask (%s)', (lang) => {
    for (const path of ['fee-structure', 'admission-criteria']) {
      const note = page(day, route(lang, path)).querySelector('[data-figures-behind]')!;
      expect(note, path).not.toBeNull();
      expect(note.text).toContain(feesSession);
      expect(note.querySelector('a')!.getAttribute('href')).toMatch(/admission-helpdesk-contact$/);
    }
  });

  it('serves the enquiry form at /admission-apply instead of a past session’s form', () => {
    const html = page(day, 'admission-apply');
    expect(html.querySelector('meta[http-equiv="refresh"]')).toBeNull();
    expect(html.querySelector('#enquiry form')).not.toBeNull();
  });

  it('has the content report name the expired admission cycle', () => {
    expect(reports.get(day)).toMatch(/admission-cycles\.yaml:\d+ \| expired \|/);
  });
});

describe('built as of three months on, before a known later cycle opens', () => {
  const day = THREE_MONTHS_ON;
  it.each(LANGS)('says when admission for that session opens, and offers the enquiry form (%s)', (lang) => {
    const html = page(day, route(lang, ''));
    expect(html.querySelector('[data-admission-status]')!.text.trim()).toBe(words[lang].opensOn(fixtureCycle.session, formatDate(fixtureCycle.opens, lang)));
    // The enquiry dialog's control, with the form's page for a browser without invoker commands.
    expect(html.querySelector('.home-actions button.button--accent')!.getAttribute('commandfor')).toBe('enquiry-dialog');
    expect(html.querySelector('.home-actions a.button--accent')!.getAttribute('href')).toMatch(/admission-helpdesk-contact#enquiry$/);
    expect(barLabels(html)).not.toContain(words[lang].apply(fixtureCycle.session));
  });

  it.each(LANGS)('shows nothing of an event before the day it is published: no announcement, key dates or notice about it (%s)', (lang) => {
    expect(THREE_MONTHS_ON < fixtureEvent.published).toBe(true);
    const html = page(day, route(lang, ''));
    expect(html.querySelector('dialog.announcement')).toBeNull();
    expect(html.querySelector('#home-dates')).toBeNull();
    expect(listed(html, '[data-notice]')).not.toContain(fixtureEvent.notice);
    expect(listed(page(day, route(lang, 'notifications')), '[data-document]')).not.toContain(fixtureEvent.notice);
    expect(reports.get(day)).toMatch(new RegExp(`events/${fixtureEvent.id}\\.yaml:\\d+ \\| scheduled \\| published \\|`));
  });

  it.each(LANGS)('keeps the banner on school and admission pages honest (%s)', (lang) => {
    const main = page(day, route(lang, 'admission-main'));
    expect(main.toString()).toContain(words[lang].opensOn(fixtureCycle.session, formatDate(fixtureCycle.opens, lang)));
  });
});

/** A page's list items that name a document (data-document on lists, data-notice on the home page and the bar). */
const listed = (html: HTMLElement, selector: string) =>
  html.querySelectorAll(selector).map((li) => li.getAttribute('data-document') ?? li.getAttribute('data-notice'));
const publishedOn = (day: string, category: string) =>
  documents.filter((d) => d.category === category && isPublished(d, day)).sort((a, b) => (a.date && b.date ? b.date.localeCompare(a.date) : 0));

describe.each(DAYS)('built as of %s: the site tells its age', (day) => {
  it.each(LANGS)('lists no document before its date, and every one from it (%s)', (lang) => {
    for (const [path, category] of [
      ['notifications', 'notifications'],
      ['examination-circulars', 'examination-circulars'],
    ]) {
      const html = page(day, route(lang, path));
      expect(listed(html, `[data-document-category="${category}"] [data-document]`), path).toEqual(publishedOn(day, category).map((d) => d.id));
      for (const time of html.querySelectorAll('[data-document] time')) expect(time.getAttribute('datetime')! <= day, path).toBe(true);
    }
    // (The bar's call to apply is dated with the day applications close.)
    for (const time of page(day, route(lang, '')).querySelectorAll('[data-notice]:not([data-notice="apply"]) time'))
      expect(time.getAttribute('datetime')! <= day).toBe(true);
  });

  it.each(LANGS)('dates its footer with the build day’s year (%s)', (lang) => {
    const legal = page(day, route(lang, '')).querySelector('.site-footer')!.text;
    expect(legal).toContain(`© ${day.slice(0, 4)} `);
  });

  it.each(LANGS)('never shows an empty notices box on the home page: current notices, else the latest earlier ones, dated (%s)', (lang) => {
    const html = page(day, route(lang, ''));
    const current = currentOn(day);
    const shown = listed(html, '.home-news [data-notice]');
    expect(shown.length).toBeGreaterThan(0);
    const heading = html.querySelector('#home-notices')!;
    if (current.length) {
      expect(heading.text.trim()).toBe(homeNewsWords[lang].notices);
      expect(current.map((n) => n.id)).toEqual(expect.arrayContaining(shown));
    } else {
      expect(heading.text.trim()).toBe(homeNewsWords[lang].earlierNotices);
      expect(shown).toEqual(
        publishedOn(day, 'notifications')
          .slice(0, shown.length)
          .map((n) => n.id),
      );
    }
    for (const item of html.querySelectorAll('.home-news [data-notice]'))
      expect(item.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The bar lists exactly the notices current that day that belong in it (beside the call to apply while a cycle is open).
    expect(listed(html, '.notices__list [data-notice]:not([data-notice="apply"])')).toEqual(current.filter((n) => n.inBar).map((n) => n.id));
    // The bar counts only what it lists, and never says "(0)".
    const count = html.querySelector('.notices__count');
    const inBar = html.querySelectorAll('.notices__list [data-notice]').length;
    if (inBar) expect(count!.text).toBe(`(${inBar})`);
    else expect(count).toBeNull();
  });

  it.each(LANGS)('gives the placement figures only the period their data gives, and says when they are old (%s)', (lang) => {
    const html = page(day, route(lang, 'placement-statistics'));
    const heading = html.querySelector('#placement-highlights')!.text.trim();
    if (placements.period) expect(heading).toContain(placements.period);
    else expect(heading).not.toMatch(/20\d\d/);
    const old = figuresAreOld(placements.period, day);
    expect(html.querySelector('[data-figures-old]') !== null).toBe(old);
    // The home page stops leading with old figures.
    expect(page(day, route(lang, '')).querySelector('.home-figures') !== null).toBe(!old);
    if (!placements.period)
      expect(page(day, route(lang, '')).querySelector('#home-figures')!.text).toBe(
        homeNewsWords[lang].figures(placementWords[lang].scope(translator(lang)(placements.campus))),
      );
  });

  it.each(LANGS)('says on every content page when it was last updated, from its history or its reviewed date, never after the day (%s)', (lang) => {
    expect(committedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const path of ROUTES.filter((r) => r !== 'admission-apply')) {
      const changed = path === REVIEWED_PAGE ? REVIEWED_ON : committedOn;
      const expected = changed > day ? day : changed;
      const line = page(day, route(lang, path)).querySelector('[data-last-updated]');
      expect(line, path).not.toBeNull();
      expect(line!.querySelector('time')!.getAttribute('datetime'), path).toBe(expected);
      expect(line!.text.trim(), path).toBe(`${lastUpdatedWords[lang].lastUpdated} ${formatDate(expected, lang)}`);
    }
    // The pages made from data: the data's history.
    const generated = [...built.get(day)!.keys()].filter((r) => r.startsWith(route(lang, 'programmes/')));
    expect(generated.length).toBeGreaterThan(0);
    for (const path of generated)
      expect(page(day, path).querySelector('[data-last-updated] time')?.getAttribute('datetime'), path).toBe(committedOn > day ? day : committedOn);
  });

  it('has the content report list the pages not updated for a year, and only those', () => {
    const stale = daysBetween(committedOn, day) > 365;
    if (stale) {
      expect(reports.get(day)).toMatch(/src\/content\/pages\/fee-structure\.mdx:\d+ \| not updated for a year \|/);
      // The programme pages have no file of their own: they are listed under the data they show.
      expect(reports.get(day)).toMatch(/src\/content\/data\/[\w./-]+:\d+ \| not updated for a year \| .*programme pages/);
    } else expect(reports.get(day)).not.toMatch(/\| not updated for a year \|/);
  });

  it.each(LANGS)('says the fee figures are the latest published ones once their session ended over a year ago (%s)', (lang) => {
    const note = page(day, route(lang, 'fee-structure')).querySelector('[data-figures-session]')!;
    const old = figuresAreOld(feesSession, day);
    expect(note.getAttribute('data-figures-old')).toBe(old ? feesSession : undefined);
    if (old) expect(note.text).toContain(words[lang].figuresOld(feesSession));
  });
});

describe('built as of 1 October 2025: the specification’s /notifications', () => {
  it.each(LANGS)('lists the notices out that day, the newest New and leading to a page that shows what it announces (%s)', (lang) => {
    const html = page(SPEC_DAY, route(lang, 'notifications'));
    const items = html.querySelectorAll('[data-document-category="notifications"] [data-document]');
    expect(items.map((li) => li.getAttribute('data-document'))).toEqual(publishedOn(SPEC_DAY, 'notifications').map((n) => n.id));
    const first = publishedOn(SPEC_DAY, 'notifications')[0]!;
    expect(isNew(first.date, SPEC_DAY)).toBe(true);
    expect(items[0]!.querySelector('.badge--new')).not.toBeNull();
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toBe(routeIn(lang, first.href));
    // True: the page it leads to lists at least one published document dated on or before the notice.
    const target = first.href.replace(/^\//, '');
    const shown = page(SPEC_DAY, route(lang, target)).querySelectorAll('[data-document]');
    const published = shown.filter((li) => li.querySelector('a') && li.querySelector('time')!.getAttribute('datetime')! <= first.date);
    expect(published.length).toBeGreaterThan(0);
  });
});

describe('the not-found page', () => {
  it.each(LANGS)('keeps the specification’s sentence and offers the site search and the common tasks (%s)', (lang) => {
    const html = page(TODAY, route(lang, '404'));
    expect(html.querySelector('main')!.text).toContain(notFoundWords[lang].text);
    const search = html.querySelector('main form[role="search"]')!;
    expect(search.getAttribute('method')).toBe('get');
    expect(search.querySelector('input[type="search"][name="q"]')).not.toBeNull();
    expect(html.querySelector(`main label[for="${search.querySelector('input')!.getAttribute('id')}"]`)!.text.trim()).toBe(notFoundWords[lang].searchLabel);
    const tasks = html.querySelectorAll('main [aria-labelledby="not-found-tasks"] a');
    // This reduced build lacks some task pages: those are left out, never dead links.
    expect(tasks.length).toBeGreaterThan(0);
    // Each task is named by the title of the page it leads to, in the page's language.
    for (const task of tasks) {
      const target = task.getAttribute('href')!.replace(/^\//, '');
      expect(built.get(TODAY)!.has(target), target).toBe(true);
      expect(page(TODAY, target).querySelector('h1')!.text.trim()).toBe(task.text.trim());
    }
  });
});
