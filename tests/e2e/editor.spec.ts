/**
 * The browser editor (/admin/, docs/editing.md "Editing in the browser"),
 * used as an editor would, on a throwaway copy of the project through Decap's
 * local backend: change a fee, add a scholarship with its link, add a faculty
 * member with a photo and put them on a committee, publish a circular, edit a
 * paragraph of a page with components, edit the Hindi twin of a page (with
 * the English page it translates shown above its form), and
 * rename a designation, whose new text is given the Hindi of the old.
 * After each, the files on disk differ from the old ones only by the change
 * (comments, order and layout kept) and the content check passes; at the end
 * one build of the copy shows every change. Values come from the copy's own
 * files, so the test holds whatever the content is.
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDirOf, readPage as readBuiltPage } from '../../server/built-site.ts';
import { expect, test, type Page } from '@playwright/test';
import { parseYaml } from '../../src/content-io/yaml.ts';
import { readPage } from '../../src/admin/formats.ts';
import { rupees, totalFee } from '../../src/lib/money.ts';
import { hindiLines } from '../../scripts/lib/translations/hindi-gaps.mjs';
import {
  addHindi,
  backendPort,
  expandItem,
  expectCheckPasses,
  goToEntry,
  insertedLines,
  openEditorSession,
  lineChanges,
  publish,
  saveWithOneLetterAdded,
  typeAfterText,
  type EditorProject,
} from '../fixtures/editors/browser-editor.ts';
import { routeIn } from '../../src/lib/languages.ts';
import { buildSite } from '../../scripts/lib/build-site.mjs';
import { DOCUMENT_CATEGORIES } from '../../src/lib/document-rules.ts';

/** The editor loads a 5 MB bundle and each step runs the content check. */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let project: EditorProject;
let page: Page;
/** What the final build must show: route → texts. */
const shown = new Map<string, string[]>();
const expectShown = (route: string, text: string) => shown.set(route, [...(shown.get(route) ?? []), text]);

test.beforeAll(async ({ browser }) => {
  ({ project, page } = await openEditorSession(browser, backendPort('editor')));
});
test.afterAll(() => project?.stop());

/** The one visible form field labelled `label` (folded list items keep theirs hidden). */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`)).filter({ visible: true });

type EditorCollection = { name: string; folder?: string; extension?: string; files?: { name: string; file: string }[] };

/** The slug of the page that holds, for the round trip, the bodies of the pages that use components. */
const ROUND_TRIP_PAGE = 'zz-editor-round-trip';

/**
 * A representative entry of every collection of the editor (each file of a
 * collection of files, the first file of a folder). For each collection of
 * pages, one page written into the copy for the test: the front matter of a
 * real page and the bodies of the pages that together use every component
 * any page of that language uses, one after another, so one save covers them.
 */
function roundTripEntries() {
  const { collections } = project.readYaml<{ collections: EditorCollection[] }>('public/admin/config.yml');
  const entries: { hash: string; file: string }[] = [];
  for (const c of collections) {
    for (const f of c.files ?? []) entries.push({ hash: `/collections/${c.name}/entries/${f.name}`, file: f.file });
    if (!c.folder) continue;
    const files = readdirSync(join(project.dir, c.folder))
      .filter((f) => f.endsWith(`.${c.extension}`))
      .sort();
    if (c.extension !== 'mdx') {
      entries.push({ hash: `/collections/${c.name}/entries/${files[0]!.replace(/\.[^.]+$/, '')}`, file: `${c.folder}/${files[0]}` });
      continue;
    }
    const body = (f: string) => readPage(project.read(`${c.folder}/${f}`)).body as string;
    const components = (f: string) => new Set(body(f).match(/<[A-Z]\w*/g) ?? []);
    // Greedily, the page using most components not yet covered, until every one is.
    const used = new Set<string>();
    const chosen: string[] = [];
    for (let left = files.filter((f) => components(f).size); left.length;) {
      const fresh = (f: string) => [...components(f)].filter((n) => !used.has(n)).length;
      const best = left.reduce((a, b) => (fresh(b) > fresh(a) ? b : a));
      components(best).forEach((n) => used.add(n));
      chosen.push(best);
      left = left.filter((f) => fresh(f) > 0);
    }
    const first = project.read(`${c.folder}/${chosen[0]}`);
    const frontMatter = first.slice(0, first.length - body(chosen[0]!).length);
    // A plain paragraph between two bodies, so a list or a component at the end of one never runs into the next.
    const bodies = chosen.map((f) => `Round trip: ${f}\n\n${body(f).trim()}\n`).join('\n');
    const file = `${c.folder}/${ROUND_TRIP_PAGE}.mdx`;
    writeFileSync(join(project.dir, file), `${frontMatter}${bodies}`);
    entries.push({ hash: `/collections/${c.name}/entries/${ROUND_TRIP_PAGE}`, file });
  }
  return entries;
}

/** `after` is `before` with `letter` put in at one place, and nothing else changed. */
function expectOneLetterAdded(before: string, after: string, letter: string, file: string) {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 40));
  expect(after.length, `${file}: one letter added, near ${around(before)} → ${around(after)}`).toBe(before.length + 1);
  expect(after[at], `${file}: the letter added`).toBe(letter);
  expect(after.slice(0, at) + after.slice(at + 1), `${file}: nothing else changed`).toBe(before);
}

/** Where Decap keeps which pane stands beside the form ('none' for the form alone). */
const DECAP_PANE_SETTING = 'cms.right-pane';

test('every kind of entry, and every component of the pages, survives being opened and saved', async () => {
  const entries = roundTripEntries();
  test.setTimeout(entries.length * 20_000);
  const nothingToType: string[] = [];
  // The files' round trip needs the forms alone: without the preview beside each (Decap's pane setting), each opens sooner.
  await page.evaluate((key) => localStorage.setItem(key, 'none'), DECAP_PANE_SETTING);
  for (const { hash, file } of entries) {
    const before = project.read(file);
    if (!(await saveWithOneLetterAdded(page, hash, 'x'))) {
      nothingToType.push(file);
      continue;
    }
    expectOneLetterAdded(before, await project.readSaved(file, before), 'x', file);
    // Back as it was, for the scenarios that follow.
    writeFileSync(join(project.dir, file), before);
  }
  await page.evaluate((key) => localStorage.removeItem(key), DECAP_PANE_SETTING);
  for (const { file } of entries) if (file.includes(ROUND_TRIP_PAGE)) rmSync(join(project.dir, file));
  // An entry of pickers only (a committee of people and roles) has no text to add a letter to; its format is
  // covered by tests/unit/editor-formats.test.ts. Nearly every entry has some.
  test.info().annotations.push({ type: 'no text to add a letter to', description: nothingToType.join(', ') || 'none' });
  expect(nothingToType.length).toBeLessThan(entries.length / 10);
  await expectCheckPasses(project);
});

type Programme = { id: string; name: string; page: string; annualFees: number[] | 'pending' };

test('change a fee', async () => {
  const file = 'src/content/data/programmes.yaml';
  const before = project.read(file);
  const programmes = parseYaml(before) as Programme[];
  // Of more than one year, so its total differs from the fee that changes.
  const programme = programmes.find((p) => Array.isArray(p.annualFees) && p.annualFees.length > 1)!;
  const fees = (programme.annualFees as number[]).map((fee, year) => (year === 0 ? fee + 5000 : fee));

  await goToEntry(page, '/collections/programmes/entries/programmes');
  const item = await expandItem(page, programme.name);
  // One box a year: the first year's fee changes.
  await item.getByLabel('Year 1', { exact: true }).fill(String(fees[0]));
  // The preview draws the fee being typed on the fee page, marked, as each language writes it, and the programme's
  // total that the page adds up from it.
  const preview = page.frameLocator('iframe').first();
  for (const lang of ['en', 'hi'] as const) {
    await preview.locator('.data-preview__note select').selectOption(routeIn(lang, '/fee-structure'));
    const [fee, total] = [rupees(fees[0]!, lang), rupees(totalFee(fees)!, lang)];
    const marks = preview.locator('.data-preview__typed');
    await expect(marks.first()).toBeVisible();
    // Marked beside this programme's name only, once in each part of the page that shows it (not every equal fee).
    const parts = await marks.evaluateAll(
      (found, name) => {
        const partOf = (mark: Element) => {
          let at = mark.parentElement;
          while (at && !at.textContent?.includes(name)) at = at.parentElement;
          return at;
        };
        return found.map((mark) => ({
          text: mark.textContent,
          inPart: [...(partOf(mark)?.querySelectorAll('.data-preview__typed') ?? [])].map((other) => other.textContent),
        }));
      },
      lang === 'en' ? programme.name : ((hindiLines(project.dir) as Record<string, string>)[programme.name] ?? programme.name),
    );
    expect(new Set(parts.map(({ text }) => text)), `${lang}: the marks`).toEqual(new Set([fee, total]));
    for (const { text, inPart } of parts)
      expect(
        inPart.filter((other) => other === text),
        `${lang}: ${text} in its part: ${inPart.join(', ')}`,
      ).toHaveLength(1);
  }
  await publish(page);

  const after = await project.readSaved(file, before);
  expect((parseYaml(after) as Programme[]).find((p) => p.id === programme.id)!.annualFees).toEqual(fees);
  // One line changed, in the file's own layout; every comment and other entry as it was.
  const { added, removed } = lineChanges(before, after);
  expect(removed).toHaveLength(1);
  expect(added).toEqual([removed[0]!.replace(/\[[^\]]*\]/, `[${fees.join(', ')}]`)]);
  await expectCheckPasses(project);
  expectShown('/fee-structure', rupees(fees[0]!));
  expectShown('/fee-structure', rupees(totalFee(fees)!));
});

test('add a scholarship with its link', async () => {
  const file = 'src/content/data/scholarships.yaml';
  const before = project.read(file);
  const { schemes } = parseYaml(before) as { schemes: { name: string; href: string }[] };
  const link = schemes.find((s) => s.href.startsWith('https://'))!.href;
  const name = 'Editor test scholarship for first-year students';
  const hindi = 'संपादक परीक्षण: प्रथम वर्ष के विद्यार्थियों के लिए छात्रवृत्ति';

  await goToEntry(page, '/collections/scholarships/entries/scholarships');
  await page.getByRole('button', { name: /^Add schemes/ }).click();
  // The new item is the one open; the others stay folded.
  await field('Name').fill(name);
  await field('Href').fill(link);
  // The new name's Hindi, typed in the same form: a slip the glossary rules out (a Latin full stop) is refused first.
  const hindiBox = page.getByLabel(`Hindi for “${name}”`);
  await hindiBox.fill(`${hindi}.`);
  await expect(page.locator('.entry-check .field-problem')).toContainText(`Hindi for “${name}”`);
  await hindiBox.fill(hindi);
  await expect(page.locator('.entry-check .field-problem')).toHaveCount(0);
  // The preview draws the new scheme where the page lists the one it follows, as the page draws that one, outlined;
  // on the Hindi page with the Hindi typed in the form, which Publish writes.
  const preview = page.frameLocator('iframe').first();
  for (const lang of ['en', 'hi'] as const) {
    await preview.locator('.data-preview__note select').selectOption(routeIn(lang, '/scholarships'));
    const drawn = preview.locator('.data-preview__added');
    await expect(drawn).toHaveCount(1);
    await expect(drawn).toContainText(lang === 'en' ? name : hindi);
    const last = schemes.at(-1)!.name;
    const neighbour = await drawn.evaluate((element) => {
      const before = element.previousElementSibling!;
      return {
        sameKind: before.tagName === element.tagName && element.className === `${before.className} data-preview__added`.trim(),
        text: before.textContent,
      };
    });

    expect(neighbour.sameKind, `${lang}: drawn as the scheme before it`).toBe(true);
    expect(neighbour.text).toContain(lang === 'en' ? last : ((hindiLines(project.dir) as Record<string, string>)[last] ?? last));
  }
  // Written to the dictionary of the area, the one that already translates the other schemes.
  const dictionary = await page.getByLabel('Written to the Hindi words of').inputValue();
  const dictionaryBefore = project.read(dictionary);
  const translated = Object.keys(parseYaml(dictionaryBefore) as Record<string, string>);
  expect(schemes.some((scheme) => translated.includes(scheme.name))).toBe(true);
  await publish(page);

  const after = await project.readSaved(file, before);
  expect((parseYaml(after) as { schemes: unknown }).schemes).toEqual([...schemes, { name, href: link }]);
  expect(after.startsWith(before.trimEnd())).toBe(true);
  // One line added to the dictionary, the name and its Hindi; nothing else changed.
  const dictionaryAfter = await project.readSaved(dictionary, dictionaryBefore);
  const { added, removed } = insertedLines(dictionaryBefore, dictionaryAfter);
  expect(removed).toEqual([]);
  expect(added.map((line) => parseYaml(line))).toEqual([{ [name]: hindi }]);
  // The box goes once its line is written, and the check no longer lists the name as Hindi still to write.
  await expect(hindiBox).toHaveCount(0);
  await expectCheckPasses(project);
  expect((await project.check()).output).not.toContain(JSON.stringify(name));
  expectShown('/scholarships', name);
  expectShown(routeIn('hi', '/scholarships'), hindi);
});

test('add a faculty member with a photo and put them on a committee', async () => {
  const photo = readdirSync(join(project.dir, 'src/assets/placeholders')).find((f) => f.endsWith('.jpg'))!;
  const people = readdirSync(join(project.dir, 'src/content/data/people'));
  const department = 'Pharmaceutics';
  const name = 'Ira Editortest';

  await goToEntry(page, '/collections/people/new');
  await field('Honorific').fill('Dr.');
  await field('Name').fill(name);
  await field('Designation').fill('Assistant Professor');
  await field('Department').fill(department);
  // The photo: uploaded from this computer into the folder people's photos live in.
  await page.getByRole('button', { name: /Choose an image/ }).click();
  // The media library's Upload button opens the file picker of this input.
  await page.locator('input[type=file]').setInputFiles(join(project.dir, 'src/assets/placeholders', photo));
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await field('Alt').fill(`Photograph of ${name}`);
  await publish(page);

  const newPeople = () => readdirSync(join(project.dir, 'src/content/data/people')).filter((f) => !people.includes(f));
  await expect.poll(newPeople, { message: 'the new person saved' }).toHaveLength(1);
  const added = newPeople();
  const id = added[0]!.replace(/\.yaml$/, '');
  const person = parseYaml(await project.readSaved(`src/content/data/people/${added[0]}`, '')) as { name: string; photo: { src: string; alt: string } };
  expect(person).toMatchObject({ name, honorific: 'Dr.', department, photo: { alt: `Photograph of ${name}` } });
  expect(existsSync(join(project.dir, 'src/content/data/people', person.photo.src))).toBe(true);
  expect(person.photo.src).toBe(`../../../assets/people/${photo}`);

  // On the first school committee, picked by name from the people collection.
  const file = 'src/content/data/school-committees.yaml';
  const before = project.read(file);
  const committee = (parseYaml(before) as { id: string; name: string; members: string[] }[])[0]!;
  await goToEntry(page, '/collections/schoolCommittees/entries/schoolCommittees');
  const item = await expandItem(page, committee.name);
  const members = item.getByLabel('Members');
  await members.click();
  await page.keyboard.type(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await publish(page);

  const after = await project.readSaved(file, before);
  expect((parseYaml(after) as (typeof committee)[]).find((c) => c.id === committee.id)!.members).toEqual([...committee.members, id]);
  expect(lineChanges(before, after).removed).toHaveLength(1);
  await addHindi(project, 'people', { [`Photograph of ${name}`]: `${name} का फ़ोटो` });
  await expectCheckPasses(project);
  expectShown('/school-of-pharmacy', name);
});

test('publish a circular', async () => {
  const file = 'src/content/data/documents.yaml';
  const before = project.read(file);
  const title = 'Editor test circular on the revised examination timetable';
  const date = new Date().toISOString().slice(0, 10);

  await goToEntry(page, '/collections/documents/entries/documents');
  await page.getByRole('button', { name: /^Add documents/ }).click();
  await field('Title').fill(title);
  await field('Id').fill('editor-test-circular');
  await field('Category').click();
  await page.getByRole('option', { name: DOCUMENT_CATEGORIES['examination-circulars'], exact: true }).click();
  await field('Date').fill(date);
  await field('Href').fill('pending');
  await publish(page);

  const after = await project.readSaved(file, before);
  const documents = parseYaml(after) as Record<string, unknown>[];
  expect(documents[0]).toEqual({ id: 'editor-test-circular', title, category: 'examination-circulars', date, href: 'pending' });
  expect(documents.slice(1)).toEqual(parseYaml(before));
  // The file's opening comment stays at its head.
  expect(after.split('\n')[0]).toBe(before.split('\n')[0]);
  await addHindi(project, 'documents', { [title]: 'संपादक परीक्षण: परीक्षा की संशोधित समय-सारिणी पर परिपत्र' });
  await expectCheckPasses(project);
  expectShown('/examination-circulars', title);
});

/** A page's text line that is prose (not a tag or a heading), with a component elsewhere in the body. */
function proseLine(body: string) {
  return body.split('\n').find((line) => /^[^\s<#|>*-]/.test(line) && line.length > 40)!;
}

async function editParagraph(collection: string, file: string, route: string, addition: string) {
  const before = project.read(file);
  const { body } = readPage(before) as { body: string };
  const components = body.match(/<[A-Z][^>]*>/g) ?? [];
  expect(components.length).toBeGreaterThan(0);
  const line = proseLine(body);
  const slug = file
    .split('/')
    .pop()!
    .replace(/\.mdx$/, '');

  await goToEntry(page, `/collections/${collection}/entries/${slug}`);
  await typeAfterText(page, line, addition);
  await publish(page);

  const after = await project.readSaved(file, before);
  // Only that paragraph changed; every component and the front matter are as they were.
  expect(after).toBe(before.replace(line, `${line}${addition}`));
  expect(readPage(after).body).toContain(`${line}${addition}`);
  expect((readPage(after).body as string).match(/<[A-Z][^>]*>/g) ?? []).toEqual(components);
  await expectCheckPasses(project);
  expectShown(route, addition.trim());
}

test('edit a paragraph of a page with components', async () => {
  await editParagraph('pages', 'src/content/pages/fee-structure.mdx', '/fee-structure', ' Fees are reviewed every year by the university.');
});

test('edit the Hindi twin of a page', async () => {
  await editParagraph(
    'pages-hi',
    `src/content/pages${routeIn('hi', '/fee-structure')}.mdx`,
    routeIn('hi', '/fee-structure'),
    ' शुल्क की समीक्षा हर वर्ष की जाती है।',
  );
  // The English page it translates is above the form, marked as English, to read beside the translation.
  const english = readPage(project.read('src/content/pages/fee-structure.mdx')) as { title: string; body: string };
  const original = page.locator('.translated-page');
  await expect(original.locator('[lang="en"]').first()).toContainText(english.title);
  await expect(original.locator('pre[lang="en"]')).toContainText(proseLine(english.body));
});

test('rename a designation: the new text gets the Hindi of the old', async () => {
  const folder = 'src/content/data/people';
  const dictionary = 'src/content/data/translations/hi/people.yaml';
  const hindi = parseYaml(project.read(dictionary)) as Record<string, string>;
  const designationOf = (file: string) => (parseYaml(project.read(`${folder}/${file}`)) as { designation?: string }).designation;
  const id = project.list(folder).find((file) => hindi[designationOf(file) ?? ''])!;
  const file = `${folder}/${id}`;
  const [before, dictionaryBefore] = [project.read(file), project.read(dictionary)];
  const designation = designationOf(id)!;
  const renamed = `${designation} (editor test)`;

  await goToEntry(page, `/collections/people/entries/${id.replace(/\.yaml$/, '')}`);
  await field('Designation').fill(renamed);
  // The form says what Publish does for its Hindi, and does not count it as Hindi still to write.
  await expect(page.locator('.entry-check')).toContainText(`“${designation}” is now “${renamed}”`);
  await expect(page.locator('.entry-check')).toBeVisible();
  await expect(page.getByLabel(`Hindi for “${renamed}”`)).toHaveCount(0);
  await publish(page);

  expect(lineChanges(before, await project.readSaved(file, before))).toEqual({ removed: [`designation: ${designation}`], added: [`designation: ${renamed}`] });
  const dictionaryAfter = await project.readSaved(dictionary, dictionaryBefore);
  const { added, removed } = insertedLines(dictionaryBefore, dictionaryAfter);
  expect(removed).toEqual([]);
  expect(added).toHaveLength(1);
  expect((parseYaml(dictionaryAfter) as Record<string, string>)[renamed]).toBe(hindi[designation]);
  await expectCheckPasses(project);
  expect((await project.check()).output).not.toContain(JSON.stringify(renamed));
});

test('one build of the copy shows every change', async () => {
  test.setTimeout(600_000);
  // Only the pages the changes show on are built, to keep the build short.
  const keep = new Set([...shown.keys()].map((route) => `${route.slice(1)}.mdx`).concat(['index.mdx', 'hi/index.mdx']));
  const pages = join(project.dir, 'src/content/pages');
  for (const entry of readdirSync(pages, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.mdx') && !keep.has(entry)) rmSync(join(pages, entry));
  }
  const build = buildSite(project.dir);
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  for (const [route, texts] of shown) {
    const html = readBuiltPage(route, clientDirOf(project.dir))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    // Spaces as the page's text was read (a fee's ₹ is followed by a no-break space).
    for (const text of texts) expect(html, `${route} shows "${text}"`).toContain(text.replace(/\s+/g, ' '));
  }
});
