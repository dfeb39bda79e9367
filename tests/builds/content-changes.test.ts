/**
 * The editors' scenario: ordinary changes an editor makes in a pull request,
 * applied to a copy of the project — a fee, a scholarship, a media-coverage
 * image, a top-banner button, a home slide, a document, a new session, a
 * school renamed, the home announcement retired, a committee member renamed
 * in their people file. The scholarship, the slide and a new date sheet are
 * added in English only, as an office that must publish today does: the
 * content check must accept them all, list the Hindi still to write, and the
 * built pages must show each one; the Hindi pages show the English-only texts
 * marked lang="en" with a note, still read as Hindi, and `npm run
 * translations` and the content report list them for the Hindi editor. Expected values are
 * worked out from the copy's own content, so the test holds whatever the
 * content is when it runs.
 *
 * To keep the build short, the copy keeps only the pages the scenario looks
 * at (every component and code route is still built as in production).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseHtml, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editYamlFile, readDataFile } from '../../src/content-io/content-files.ts';
import { DATA } from '../../src/content-io/sources.ts';
import { clientDirOf, readPage } from '../../server/built-site.ts';
import { rupees, totalFee } from '../../src/lib/money.ts';
import { addDays, buildDate } from '../../src/lib/dates.ts';
import { copyProject } from '../fixtures/editors/project.ts';
import { hindiProseFindings } from '../hindi-prose.ts';
import { buildSite } from '../../scripts/lib/build-site.mjs';

/** The pages the scenario reads; every other MDX page is left out of the copy. */
const PAGES = [
  'index.mdx',
  'fee-structure.mdx',
  'scholarships.mdx',
  'media-coverage.mdx',
  'calendar-of-events.mdx',
  'examination-circulars.mdx',
  'anti-ragging.mdx',
  'hi/index.mdx',
  'hi/scholarships.mdx',
  'hi/examination-circulars.mdx',
  'hi/anti-ragging.mdx',
];

let project: ReturnType<typeof copyProject>;
let check: ReturnType<typeof spawnSync>;
let build: ReturnType<typeof spawnSync>;
let translations: ReturnType<typeof spawnSync>;
let contentReport: ReturnType<typeof spawnSync>;

/** Edits a YAML file of the copy in place, keeping its comments. */
const editYaml = (dir: string, file: string, change: Parameters<typeof editYamlFile>[1]) => editYamlFile(`${DATA}/${file}`, change, dir);

const readYaml = (dir: string, file: string) => readDataFile(file, dir);

/** The session after "2025-26": "2026-27". */
const nextSession = (session: string) => {
  const start = Number(session.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

const expected = {
  programme: '',
  yearlyFees: [] as number[],
  school: '',
  schoolName: 'School of Pharmaceutical Sciences (scenario)',
  scholarship: 'Scenario merit scholarship for first-year students',
  clipping: 'Scenario press clipping about the science fair',
  button: 'Scenario open day registration',
  slide: 'Scenario slide: the new auditorium',
  document: 'Scenario calendar of the even semester',
  dateSheet: 'Scenario date sheet, B.Tech even semester end-term examinations',
  member: '',
  memberName: 'Scenario Member of the Committee',
  announcement: '',
  oldSession: '',
  session: '',
};

/** The day the copy is built for: the build's own default. */
const today = buildDate();

beforeAll(() => {
  project = copyProject({ build: true });
  const { dir } = project;
  for (const page of readdirSync(join(dir, 'src/content/pages'), { recursive: true, encoding: 'utf8' })) {
    if (page.endsWith('.mdx') && !PAGES.includes(page)) rmSync(join(dir, 'src/content/pages', page));
  }

  // A fee: the first programme with published fees costs ₹ 5,000 more each year.
  const programmes = readYaml(dir, 'programmes.yaml') as { id: string; school: string; annualFees: number[] | 'pending' }[];
  const index = programmes.findIndex((p) => p.annualFees !== 'pending');
  const programme = programmes[index]!;
  expected.programme = programme.id;
  expected.yearlyFees = (programme.annualFees as number[]).map((fee) => fee + 5000);
  editYaml(dir, 'programmes.yaml', (doc) => doc.setIn([index, 'annualFees'], doc.createNode(expected.yearlyFees, { flow: true })));

  // Its school gets a new name, in its own file only.
  expected.school = programme.school;
  editYaml(dir, `schools/${programme.school}.yaml`, (doc) => doc.set('name', expected.schoolName));

  // One more scholarship, media-coverage image, top-banner button and home slide.
  editYaml(dir, 'scholarships.yaml', (doc) => doc.addIn(['schemes'], doc.createNode({ name: expected.scholarship, href: 'pending' })));
  editYaml(dir, 'gallery.yaml', (doc) => {
    const galleries = doc.toJS() as { id: string; images: { src: string }[] }[];
    const at = galleries.findIndex((g) => g.id === 'media-coverage');
    doc.addIn([at, 'images'], doc.createNode({ src: galleries[at]!.images[0]!.src, alt: expected.clipping, caption: expected.clipping }));
  });
  // A notice for the notices bar, published today.
  editYaml(dir, 'documents.yaml', (doc) =>
    doc.add(doc.createNode({ id: 'scenario-open-day', title: expected.button, category: 'notifications', date: today, href: '/fee-structure', inBar: true })),
  );
  editYaml(dir, 'home.yaml', (doc) => {
    const first = (doc.toJS() as { slides: { src: string }[] }).slides[0]!;
    doc.addIn(['slides'], doc.createNode({ src: first.src, alt: 'Illustration of the auditorium', caption: expected.slide }));
  });

  // A new date sheet, published today.
  editYaml(dir, 'documents.yaml', (doc) =>
    doc.add(doc.createNode({ id: 'scenario-date-sheet', title: expected.dateSheet, category: 'examination-circulars', date: today, href: 'pending' })),
  );

  // A new calendar, published today.
  editYaml(dir, 'documents.yaml', (doc) =>
    doc.add(
      doc.createNode({
        id: 'scenario-calendar',
        title: expected.document,
        category: 'calendars',
        date: today,
        href: 'pending',
      }),
    ),
  );

  // A member of the Anti-Ragging Committee changes: one people file, and both languages' pages follow.
  const seats = (readYaml(dir, 'committees/anti-ragging-committee.yaml') as { seats: { people: string[] }[] }).seats;
  expected.member = seats.at(-1)!.people[0]!;
  editYaml(dir, `people/${expected.member}.yaml`, (doc) => doc.set('name', expected.memberName));

  // The home announcement retired.
  expected.announcement = (readYaml(dir, 'home.yaml') as { announcement?: { title: string } }).announcement?.title ?? '';
  editYaml(dir, 'home.yaml', (doc) => doc.delete('announcement'));

  // A new session: its admission cycle, open from today, and the figures moved on to it in fees.yaml.
  expected.oldSession = String((readYaml(dir, 'fees.yaml') as { session: string }).session);
  expected.session = nextSession(expected.oldSession);
  editYaml(dir, 'admission-cycles.yaml', (doc) =>
    doc.add(
      doc.createNode({
        id: `admission-${expected.session}`,
        session: expected.session,
        opens: today,
        closes: addDays(today, 60),
        form: 'https://forms.example.org/apply',
      }),
    ),
  );
  editYaml(dir, 'fees.yaml', (doc) => doc.set('session', expected.session));

  // The other new texts get their Hindi, in the dictionary of its area; the scholarship, the slide and the date sheet wait for theirs.
  const hindi: Record<string, Record<string, string>> = {
    'schools.yaml': { [expected.schoolName]: 'स्कूल ऑफ़ फ़ार्मास्युटिकल साइंसेज़ (परिदृश्य)' },
    'media.yaml': { [expected.clipping]: 'परिदृश्य: विज्ञान मेले पर समाचार-पत्र की कतरन' },
    'documents.yaml': { [expected.button]: 'परिदृश्य: ओपन डे के लिए पंजीकरण', [expected.document]: 'परिदृश्य: सम सेमेस्टर का कैलेंडर' },
  };
  for (const [file, lines] of Object.entries(hindi))
    editYaml(dir, `translations/hi/${file}`, (doc) => Object.entries(lines).forEach(([english, text]) => doc.set(english, text)));

  // A production build: the copy keeps only the pages the scenario reads, and the gallery's examples name others.
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_PREVIEW: '' };
  check = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: dir, encoding: 'utf8', env });
  build = check.status === 0 ? buildSite(dir, env) : check;
  translations = spawnSync(process.execPath, ['scripts/translations.mjs'], { cwd: dir, encoding: 'utf8', env });
  contentReport = spawnSync(process.execPath, ['scripts/content-report.mjs'], { cwd: dir, encoding: 'utf8', env });
}, 900_000);

/** The texts added in English only, each with the Hindi pages that show it. */
const englishOnly = () => [
  { text: expected.scholarship, routes: ['hi/scholarships'] },
  { text: expected.slide, routes: ['hi'] },
  { text: expected.dateSheet, routes: ['hi/examination-circulars'] },
];

afterAll(() => project?.remove());

/** A built page of the copy, parsed. */
function page(route: string): HTMLElement {
  return parseHtml(readPage(route, clientDirOf(project.dir)));
}

describe("the editors' scenario", () => {
  it('passes the content check and builds', () => {
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
    expect(build.status, String(build.stderr).slice(-4000)).toBe(0);
  });

  it('built for the public host (BUILD_EDITOR=0), has no editor at all', () => {
    expect(existsSync(join(clientDirOf(project.dir), 'index.html'))).toBe(true);
    expect(existsSync(join(clientDirOf(project.dir), 'admin'))).toBe(false);
  });

  it('shows the new fee and its total on the fee structure', () => {
    const row = page('fee-structure').querySelector(`tr[data-programme="${expected.programme}"]`)!;
    const amounts = row.querySelectorAll('td.data-table__numeric:not(.data-table__lead, .data-table__blank)').map((cell) => cell.text.trim());
    expect(amounts).toEqual(expected.yearlyFees.map((fee) => rupees(fee)));
    expect(row.querySelector('.data-table__lead')!.text.trim()).toBe(rupees(totalFee(expected.yearlyFees)!));
  });

  it("shows the school's new name wherever its programmes are grouped and on the home page", () => {
    expect(
      page('fee-structure')
        .querySelectorAll('[data-fee-table] .data-table__group th')
        .map((th) => th.text.trim()),
    ).toContain(expected.schoolName);
    expect(
      page('')
        .querySelectorAll('.home-courses .card__title')
        .map((h) => h.text.trim()),
    ).toContain(expected.schoolName);
  });

  it('lists the added scholarship, press clipping, banner button, slide and document', () => {
    const schemes = page('scholarships')
      .querySelectorAll('.scheme__name')
      .map((n) => n.text.trim());
    expect(schemes.at(-1)).toBe(expected.scholarship);
    expect(
      page('media-coverage')
        .querySelectorAll('img')
        .map((img) => img.getAttribute('alt')),
    ).toContain(expected.clipping);
    const home = page('');
    expect(home.querySelectorAll('.notices a').map((a) => a.text.trim())).toContain(expected.button);
    expect(home.text).toContain(expected.slide);
    expect(page('calendar-of-events').text).toContain(expected.document);
  });

  it('shows the new session in titles and tables, and the old one on no page but as the session of a document', () => {
    expect(page('').querySelector('[data-notice="apply"] a')!.text).toContain(expected.session);
    const fees = page('fee-structure');
    expect(fees.querySelector('title')!.text).toContain(expected.session);
    expect(fees.querySelector('[data-fee-table] caption')!.text).toContain(expected.session);
    for (const route of ['', 'fee-structure', 'scholarships', 'media-coverage']) {
      // The home page's latest notices are documents, which keep the session they were issued in.
      const shown = page(route);
      for (const notice of shown.querySelectorAll('[data-notice]')) notice.remove();
      expect(shown.toString(), `/${route}`).not.toContain(expected.oldSession);
    }
  });

  it("shows the committee member's new name on the anti-ragging page in both languages", () => {
    for (const route of ['anti-ragging', 'hi/anti-ragging']) {
      const names = page(route)
        .querySelectorAll('[data-committee="anti-ragging-committee"] tbody th')
        .map((th) => th.text.trim());
      expect(
        names.some((name) => name.endsWith(expected.memberName)),
        route,
      ).toBe(true);
    }
  });

  it('lists each text added in English only as Hindi still to write, without failing the check', () => {
    const [, warnings = ''] = String(check.stdout).split('Hindi still to write');
    for (const { text } of englishOnly()) expect(warnings, text).toContain(`"${text}"`);
  });

  it('shows each English-only text on the Hindi pages marked lang="en", with the note, and those pages still read as Hindi', () => {
    for (const { text, routes } of englishOnly()) {
      for (const route of routes) {
        const shown = page(route);
        const marked = shown.querySelectorAll('main [lang="en"][data-untranslated]').map((span) => span.text);
        expect(marked, `${route}: "${text}"`).toContain(text);
        expect(shown.querySelectorAll('main .untranslated-note'), route).toHaveLength(1);
        expect(hindiProseFindings(shown.toString()), route).toEqual([]);
      }
    }
  });

  it('lists each English-only text in npm run translations and the content report, for the Hindi editor', () => {
    expect(translations.status, String(translations.stderr)).toBe(0);
    expect(contentReport.status, String(contentReport.stderr)).toBe(0);
    for (const { text } of englishOnly()) {
      expect(translations.stdout, text).toContain(JSON.stringify(text));
      const reportLines = String(contentReport.stdout).split('\n');
      expect(reportLines.filter((line) => line.includes('| no Hindi yet |')).join('\n'), text).toContain(`"${text}"`);
    }
  });

  it('no longer shows the retired announcement', () => {
    expect(page('').querySelector('dialog.announcement')).toBeNull();
  });
});
