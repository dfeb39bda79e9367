/**
 * npm run preview:changes on a copy of the project with a reviewer's usual
 * mix of edits, compared with the build under test (dist/) as the base: a
 * fee changed, a scholarship added, a Hindi page edited, a page added and
 * one removed, a sentence of a page rewritten, the footer's phone number and
 * a main-menu label changed, and a comment added to a YAML file. The edits
 * are independent, so one build of the copy serves them all: the report must
 * list exactly the pages where an edit shows (found here by looking for the
 * new values in the built pages), the frame change once, the words each page
 * gained and lost, the new menu label as English on every Hindi page, and
 * pictures that differ where the content differs, as files beside a small
 * index.html, for as many pages as the picture limit allows.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseHtml } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../src/content-io/front-matter.ts';
import { DATA, PAGES } from '../../src/content-io/sources.ts';
import { editYamlFile, readDataFile } from '../../src/content-io/content-files.ts';
import { formatNumber, totalFee } from '../../src/lib/money.ts';
import { builtPages, clientDirOf, readPage, SITE_PAGES } from '../../server/built-site.ts';
import { copyProject } from '../fixtures/editors/project.ts';
import { routeIn } from '../../src/lib/languages.ts';
import { buildSite } from '../../scripts/lib/build-site.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const BASE = join(ROOT, 'dist');
/** The Hindi dictionary that holds the scholarships' names. */
const SCHOLARSHIP_WORDS = 'translations/hi/admissions.yaml';

type Pictures = Record<string, { before?: string; after?: string; diff?: string; changed?: number }>;
type Words = { lines: { text: string; change?: 'added' | 'removed' }[][]; more: number; lang: string };
type Change = { route: string; kind: string; what: string[]; feeds: string[] | null; pictures: Pictures | null; picturesLeftOut?: boolean; words: Words };
type Report = {
  changes: Change[];
  frame: { pages: number; route: string; pictures: Pictures; words: Words } | null;
  contentFiles: { file: string; kind: string }[];
  checks: {
    sampleAndPending: { file: string; kind: string }[];
    brokenLinks: { page: string; target: string }[];
    content: { ok: boolean; output: string };
    englishOnTranslatedPages: { text: string; lang: string; pages: string[] }[];
  };
};

/** Pictures of a few of the changed pages: enough to see each kind of change, in a fraction of the time for all. */
const PICTURE_LIMIT = 5;

let project: ReturnType<typeof copyProject>;
let out: string;
let report: Report;
let summary: string;
const edit = {
  feeStrings: [] as string[],
  scholarship: 'Preview scenario scholarship for first-generation students',
  scholarshipHindi: 'पूर्वावलोकन परिदृश्य: पहली पीढ़ी के विद्यार्थियों के लिए छात्रवृत्ति',
  hindiFile: '',
  hindiSentence: 'यह अनुच्छेद पूर्वावलोकन की जाँच के लिए जोड़ा गया है।',
  addedRoute: '/preview-scenario-page',
  removedRoute: '',
  removedRoutes: [] as string[],
  phoneStrings: [] as string[],
  commentFile: '',
  sentenceFile: '',
  oldSentence: '',
  newSentence: 'Reviewers now read this sentence word by word in the change report.',
  menuLabel: '',
};

const editYaml = (file: string, change: Parameters<typeof editYamlFile>[1]) => editYamlFile(`${DATA}/${file}`, change, project.dir);
const readYaml = (file: string) => readDataFile(file, project.dir);

/** A page's main content and head, where an edit of its content or metadata shows. */
function contentAndHead(html: string) {
  const root = parseHtml(html);
  return `${root.querySelector('head')?.toString() ?? ''}${root.querySelector('main')?.toString() ?? ''}`;
}
const mainOf = (html: string) => parseHtml(html).querySelector('main')?.toString() ?? '';
const linksTo = (html: string, route: string) => html.includes(`href="${route}"`) || html.includes(`href="${route}#`);

/** Every page of a built site a visitor can reach, as the report compares them, by route: /, /fee-structure, /hi/fee-structure, /404… */
const pagesOf = (dir: string) => new Map(builtPages({ kinds: SITE_PAGES, dir }).map(({ route, html }) => [route, html]));

beforeAll(() => {
  if (!existsSync(join(BASE, 'content-reads.json'))) throw new Error('dist/ has no content-reads.json: build the site first (npm test does)');
  const basePages = pagesOf(join(BASE, 'client'));
  project = copyProject({ build: true });
  const { dir } = project;

  // A fee: the first year of the first programme with published fees, up by a distinctive amount.
  const programmes = readYaml('programmes.yaml') as { annualFees: number[] | 'pending' }[];
  const index = programmes.findIndex((p) => p.annualFees !== 'pending');
  const fees = [...(programmes[index]!.annualFees as number[])];
  fees[0] = fees[0]! + 5123;
  editYaml('programmes.yaml', (doc) => doc.setIn([index, 'annualFees'], doc.createNode(fees, { flow: true })));
  edit.feeStrings = [fees[0], totalFee(fees)!].flatMap((n) => [String(n), formatNumber(n), formatNumber(n, 'hi')]);

  // A scholarship added.
  editYaml('scholarships.yaml', (doc) => doc.addIn(['schemes'], doc.createNode({ name: edit.scholarship, href: 'pending' })));
  // With its Hindi name, as the content check asks of every text a page shows.
  editYaml(SCHOLARSHIP_WORDS, (doc) => doc.set(edit.scholarship, edit.scholarshipHindi));

  // A Hindi page edited: a paragraph added to the first Hindi page after the home page.
  edit.hindiFile = join(
    PAGES,
    'hi',
    readdirSync(join(dir, PAGES, 'hi')).find((name) => name.endsWith('.mdx') && name !== 'index.mdx')!,
  );
  writeFileSync(join(dir, edit.hindiFile), `${readFileSync(join(dir, edit.hindiFile), 'utf8').trimEnd()}\n\n${edit.hindiSentence}\n`);

  // A page removed, with its Hindi twin: one that only the site maps and the menu (shown in the gallery's header example) link to.
  const hindi = new Set(readdirSync(join(dir, PAGES, 'hi')));
  const twinsOf = (name: string) => [`/${name.replace(/\.mdx$/, '')}`, ...(hindi.has(name) ? [routeIn('hi', `/${name.replace(/\.mdx$/, '')}`)] : [])];
  const removable = readdirSync(join(dir, PAGES))
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx' && !edit.hindiFile.endsWith(`/${name}`))
    .map(twinsOf)
    .find((routes) =>
      [...basePages].every(
        ([page, html]) =>
          routes.includes(page) || page.endsWith('/sitemap') || page.startsWith('/gallery') || routes.every((route) => !linksTo(mainOf(html), route)),
      ),
    );
  if (!removable) throw new Error('every page is linked from some other page: choose another way to pick the page to remove');
  edit.removedRoutes = removable;
  edit.removedRoute = removable[0]!;
  for (const route of removable) rmSync(join(dir, PAGES, `${route.slice(1)}.mdx`));

  // A page added.
  writeFileSync(
    join(dir, PAGES, `${edit.addedRoute.slice(1)}.mdx`),
    `---\ntitle: Preview scenario page\ndescription: A page added by the preview scenario test, to see that the report lists it as new.\n---\n\nA page added by the preview scenario.\n`,
  );

  // A sentence rewritten: the first sentence of plain words that starts a paragraph of an English page left alone so far.
  const untouched = readdirSync(join(dir, PAGES))
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
    .map((name) => `${PAGES}/${name}`)
    .filter((file) => existsSync(join(dir, file)));
  for (const file of untouched) {
    const text = readFileSync(join(dir, file), 'utf8');
    const { body } = splitFrontMatter(text);
    const frontMatter = text.slice(0, text.length - body.length);
    const sentence = /^[A-Z][A-Za-z ,-]{30,}\.(?= |$)/m.exec(body)?.[0];
    if (!sentence) continue;
    Object.assign(edit, { sentenceFile: file, oldSentence: sentence });
    writeFileSync(join(dir, file), frontMatter + body.replace(sentence, edit.newSentence));
    break;
  }
  if (!edit.sentenceFile)
    throw new Error(`no English page has a paragraph that starts with a sentence of plain words: choose another way to pick the sentence`);

  // A main-menu link's label that has its Hindi, given words that have none (as "Placements" became "Placements and Internships").
  const hindiMenu = readDataFile<Record<string, string>>('translations/hi/menus.yaml', dir);
  editYaml('navigation.yaml', (doc) => {
    const items = (doc.toJS() as { items: { label: string; href?: string }[] }).items;
    const index = items.findIndex(({ label, href }) => href && hindiMenu[label] && /^[\w ]+$/.test(label));
    edit.menuLabel = `${items[index]!.label} and scenario internships`;
    doc.setIn(['items', index, 'label'], edit.menuLabel);
  });

  // The footer's first phone number, its last four digits changed.
  editYaml('site.yaml', (doc) => {
    const number = String(doc.getIn(['phones', 0, 'number']));
    const changed = number.replace(/\d{4}$/, (digits) => String((Number(digits) + 4321) % 10000).padStart(4, '0'));
    doc.setIn(['phones', 0, 'number'], changed);
    edit.phoneStrings = [changed, `tel:${changed.replace(/[^+\d]/g, '')}`];
  });

  // A comment in a data file read by the fewest pages: nothing visible changes.
  const reads = JSON.parse(readFileSync(join(BASE, 'content-reads.json'), 'utf8')).routes as Record<string, string[]>;
  const readers = new Map<string, number>();
  for (const files of Object.values(reads)) for (const file of files) readers.set(file, (readers.get(file) ?? 0) + 1);
  const edited = new Set([
    `${DATA}/programmes.yaml`,
    `${DATA}/scholarships.yaml`,
    `${DATA}/${SCHOLARSHIP_WORDS}`,
    `${DATA}/site.yaml`,
    `${DATA}/navigation.yaml`,
  ]);
  edit.commentFile = [...readers].filter(([file]) => file.startsWith(DATA) && file.endsWith('.yaml') && !edited.has(file)).sort((a, b) => a[1] - b[1])[0]![0];
  writeFileSync(
    join(dir, edit.commentFile),
    `# A note for editors: this comment changes nothing on the site.\n${readFileSync(join(dir, edit.commentFile), 'utf8')}`,
  );

  // Built as the base was: with the component gallery when the base has it.
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_PREVIEW: existsSync(join(BASE, 'client/gallery')) ? '1' : '' };
  const build = buildSite(dir, env);
  if (build.status !== 0) throw new Error(`the copy did not build:\n${`${build.stdout}${build.stderr}`.slice(-4000)}`);

  out = mkdtempSync(join(tmpdir(), 'preview-changes-'));
  const run = spawnSync(
    process.execPath,
    [
      'scripts/preview-changes/cli.mjs',
      ...['--base-dir', BASE, '--base-src', ROOT, '--head-dir', join(dir, 'dist'), '--head-src', dir, '--out', out],
      ...['--pictures-limit', String(PICTURE_LIMIT)],
    ],
    { cwd: ROOT, encoding: 'utf8', env },
  );
  if (run.status !== 0) throw new Error(`npm run preview:changes failed:\n${run.stdout}${run.stderr}`);
  report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
  summary = readFileSync(join(out, 'summary.md'), 'utf8');
}, 900_000);

afterAll(() => {
  project?.remove();
  if (out) rmSync(out, { recursive: true, force: true });
});

/** Where each edit shows, found in the two builds without the tool: the routes and kinds the report must list. */
function expectedChanges() {
  const base = pagesOf(join(BASE, 'client'));
  const head = pagesOf(clientDirOf(project.dir));
  const shows = (html: string, texts: string[]) => texts.some((text) => contentAndHead(html).includes(text));
  const newTexts = [...edit.feeStrings, edit.scholarship, edit.scholarshipHindi, edit.hindiSentence, ...edit.phoneStrings, edit.newSentence, edit.menuLabel];
  const modified = [...head]
    .filter(([route]) => base.has(route))
    .filter(
      ([route, html]) =>
        shows(html, newTexts) || edit.removedRoutes.some((removed) => linksTo(mainOf(base.get(route)!), removed)) || linksTo(mainOf(html), edit.addedRoute),
    )
    .map(([route]) => `${route} modified`);
  return [`${edit.addedRoute} added`, ...edit.removedRoutes.map((route) => `${route} removed`), ...modified].sort();
}

describe('npm run preview:changes on a copy with known edits', () => {
  it('lists exactly the pages where an edit shows, with the right kind of change', () => {
    expect(report.changes.map((change) => `${change.route} ${change.kind}`).sort()).toEqual(expectedChanges());
  });

  it('reports the frame change once, not as a change of every page', () => {
    expect(report.frame?.pages).toBeGreaterThan(1);
    expect(summary.match(/the frame changed/g)).toHaveLength(1);
    expect(report.changes.length).toBeLessThan(report.frame!.pages);
  });

  it('lists every content file the change touched, the comment included', () => {
    expect(report.contentFiles).toEqual(
      expect.arrayContaining([
        { file: `${DATA}/programmes.yaml`, kind: 'edited' },
        { file: `${DATA}/scholarships.yaml`, kind: 'edited' },
        { file: `${DATA}/${SCHOLARSHIP_WORDS}`, kind: 'edited' },
        { file: `${DATA}/site.yaml`, kind: 'edited' },
        { file: edit.commentFile, kind: 'edited' },
        { file: edit.hindiFile, kind: 'edited' },
        { file: `${DATA}/navigation.yaml`, kind: 'edited' },
        { file: edit.sentenceFile, kind: 'edited' },
        { file: `${PAGES}${edit.addedRoute}.mdx`, kind: 'added' },
        ...edit.removedRoutes.map((route) => ({ file: `${PAGES}${route}.mdx`, kind: 'removed' })),
      ]),
    );
    expect(report.contentFiles).toHaveLength(9 + edit.removedRoutes.length);
  });

  it('names, for each changed page, the changed files the build read for it', () => {
    const feeds = (route: string) => report.changes.find((change) => change.route === route)?.feeds;
    expect(feeds(edit.addedRoute)).toContain(`${PAGES}${edit.addedRoute}.mdx`);
    expect(feeds(edit.removedRoute)).toContain(`${PAGES}${edit.removedRoute}.mdx`);
    expect(feeds(edit.hindiFile.slice(PAGES.length).replace(/\.mdx$/, ''))).toContain(edit.hindiFile);
    for (const change of report.changes.filter((c) => c.kind === 'modified')) {
      const html = readPage(change.route, clientDirOf(project.dir));
      if (edit.feeStrings.some((text) => contentAndHead(html).includes(text))) expect(change.feeds, change.route).toContain(`${DATA}/programmes.yaml`);
      if ([edit.scholarship, edit.scholarshipHindi].some((name) => contentAndHead(html).includes(name)))
        expect(change.feeds, change.route).toContain(`${DATA}/scholarships.yaml`);
    }
  });

  it('has pictures of the added and removed pages first, then of the pages whose words changed most, up to the limit', () => {
    const looksDifferent = report.changes.filter((change) => change.kind !== 'modified' || change.what.includes('content'));
    expect(looksDifferent.length, 'the scenario changes more pages than the limit').toBeGreaterThan(PICTURE_LIMIT);
    const pictured = looksDifferent.filter((change) => change.pictures);
    expect(pictured).toHaveLength(PICTURE_LIMIT);
    for (const change of looksDifferent.filter((change) => change.kind !== 'modified')) expect(pictured, change.route).toContain(change);
    const size = (change: Change) => change.words.lines.length + change.words.more;
    const leftOut = looksDifferent.filter((change) => !change.pictures);
    for (const change of leftOut) {
      expect(change.picturesLeftOut, change.route).toBe(true);
      for (const shown of pictured.filter((c) => c.kind === 'modified'))
        expect(size(shown), `${shown.route} before ${change.route}`).toBeGreaterThanOrEqual(size(change));
    }
    expect(summary).toContain('--pictures-limit 0');
  });

  it('has pictures at both widths, before and after as the page existed, that differ where the content differs', () => {
    for (const item of [...report.changes, { ...report.frame!, kind: 'frame', what: ['content'] }]) {
      if (!item.what.includes('content') && item.kind === 'modified') {
        expect(item.pictures, `${item.route}: its metadata alone changed, it looks the same`).toBeNull();
        continue;
      }
      if ('picturesLeftOut' in item && item.picturesLeftOut) continue;
      const widths = Object.values(item.pictures!);
      expect(widths, item.route).toHaveLength(2);
      for (const pictures of widths) {
        expect(Boolean(pictures.before), `${item.route} before`).toBe(item.kind !== 'added');
        expect(Boolean(pictures.after), `${item.route} after`).toBe(item.kind !== 'removed');
        for (const file of [pictures.before, pictures.after, pictures.diff].filter(Boolean)) expect(existsSync(join(out, file!)), file).toBe(true);
      }
      if (item.kind !== 'added' && item.kind !== 'removed') expect(Math.max(...widths.map((p) => p.changed ?? 0)), item.route).toBeGreaterThan(0);
    }
  });

  it('tells the reviewer about the new pending value, the menu label without its Hindi and every link left pointing at the removed page', () => {
    // The content check passes, and names the one text the scenario leaves without its Hindi, the new menu label, as Hindi still to write.
    expect(report.checks.content.ok, report.checks.content.output).toBe(true);
    const [, stillToWrite = ''] = report.checks.content.output.split('Hindi still to write');
    const named = stillToWrite.split('\n').filter((line) => line.startsWith('src/'));
    expect(named, report.checks.content.output).toEqual([`${DATA}/navigation.yaml`]);
    expect(stillToWrite).toContain(`"${edit.menuLabel}"`);
    expect(report.checks.sampleAndPending).toContainEqual(expect.objectContaining({ file: `${DATA}/scholarships.yaml`, kind: 'pending' }));
    const stillLinking = [...pagesOf(clientDirOf(project.dir))].filter(([, html]) => /<a\b[^>]*\shref="/.test(html));
    expect(report.checks.brokenLinks.map((link) => `${link.page} ${link.target}`).sort()).toEqual(
      stillLinking.flatMap(([page, html]) => edit.removedRoutes.filter((route) => linksTo(html, route)).map((route) => `${page} ${route}`)).sort(),
    );
  });

  it("shows the words a page gained and lost: the rewritten sentence, and the frame's new menu label", () => {
    const route = `/${edit.sentenceFile
      .split('/')
      .pop()!
      .replace(/\.mdx$/, '')}`;
    const lines = report.changes.find((change) => change.route === route)?.words.lines ?? [];
    const read = (line: Words['lines'][number], leaveOut: string) =>
      line
        .filter((piece) => piece.change !== leaveOut)
        .map((piece) => piece.text)
        .join('');
    const line = lines.find((pieces) => read(pieces, 'removed').includes(edit.newSentence));
    expect(line, `${route}: a line that now reads "${edit.newSentence}"`).toBeDefined();
    expect(read(line!, 'added')).toContain(edit.oldSentence);
    expect(line!.some((piece) => piece.change === 'added') && line!.some((piece) => piece.change === 'removed')).toBe(true);
    const frameAdded = report.frame!.words.lines.flat().filter((piece) => piece.change === 'added');
    expect(frameAdded.map((piece) => piece.text).join(' ')).toContain('scenario internships');
    expect(summary).toContain(`\`${route}\`:`);
  });

  it('names the English menu label on every Hindi page that now shows it', () => {
    const flagged = report.checks.englishOnTranslatedPages.find((found) => found.text.includes(edit.menuLabel));
    expect(flagged, `"${edit.menuLabel}" among the English newly shown on Hindi pages`).toBeDefined();
    const showing = [...pagesOf(clientDirOf(project.dir))]
      .filter(([route, html]) => /^\/hi(\/|$)/.test(route) && html.includes(edit.menuLabel))
      .map(([route]) => route);
    expect(flagged!.pages.sort()).toEqual(showing.sort());
    expect(summary).toContain(`"${edit.menuLabel}"`);
  });

  it('writes a summary table, and a small page that links every picture, each a file beside it', () => {
    for (const change of report.changes) expect(summary).toContain(`\`${change.route}\``);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(Buffer.byteLength(html), 'index.html under 3 MB').toBeLessThan(3 * 1024 * 1024);
    const sources = [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1]!);
    const planned = [...report.changes, report.frame!].flatMap((item) =>
      Object.values(item.pictures ?? {}).flatMap((p) => [p.before, p.after, p.diff].filter(Boolean)),
    );
    expect(sources.sort()).toEqual(planned.sort());
    for (const source of sources) expect(existsSync(join(out, source)), source).toBe(true);
  });
});
