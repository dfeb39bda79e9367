/**
 * The browser editor (/admin/) keeps an editor from saving what the content
 * check refuses, opens the entry its address names, and fits a phone. It runs
 * on a throwaway copy of the project through Decap's local backend (see
 * tests/fixtures/editors/browser-editor.ts). Values come from the copy's files.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseYaml } from '../../src/content-io/yaml.ts';
import { componentTags, drawnOnTheSite, linkTargets } from '../../src/admin/page-parts.ts';
import { fillSessionWith } from '../../src/lib/session-placeholder.ts';
import { langOfRoute } from '../../src/lib/languages.ts';
import {
  addHindi,
  backendPort,
  expandItem,
  expectCheckPasses,
  expectFitsScreen,
  goToEntry,
  openEditorSession,
  publish,
  type EditorProject,
} from '../fixtures/editors/browser-editor.ts';
import { DOCUMENT_CATEGORIES } from '../../src/lib/document-rules.ts';
import { displayName, postOf, type PersonNaming } from '../../src/lib/person-naming.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let project: EditorProject;
let page: Page;

test.beforeAll(async ({ browser }) => {
  ({ project, page } = await openEditorSession(browser, backendPort('editor-safety')));
});
test.afterAll(() => project?.stop());

/** The one visible form field labelled `label` (folded list items keep theirs hidden). */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`)).filter({ visible: true });

/** Presses Publish → Publish now and expects the form to be refused, naming `words`; nothing is written. */
async function expectRefusedOnPublish(words: RegExp, file: string, before: string) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await expect(page.getByText('Entry saved', { exact: true })).toHaveCount(0);
  await expect(page.getByText(words).first()).toBeVisible();
  expect(project.read(file), `${file} is not written`).toBe(before);
}

type Programme = { id: string; name: string; intake: number | 'pending'; annualFees: number[] | 'pending' };

test('a fee written with Indian commas, and seats in words, are refused in words; nothing is saved', async () => {
  const file = 'src/content/data/programmes.yaml';
  const before = project.read(file);
  const programme = (parseYaml(before) as Programme[]).find((p) => Array.isArray(p.annualFees))!;
  const fees = programme.annualFees as number[];
  const indian = (fee: number) => fee.toLocaleString('en-IN');

  await goToEntry(page, '/collections/programmes/entries/programmes');
  const item = await expandItem(page, programme.name);
  // One box a year, under the answer "a fee for each year".
  const year = (n: number) => item.getByLabel(`Year ${n}`, { exact: true });
  await year(1).fill(indian(fees[0]!));
  await expect(item.getByRole('alert')).toContainText('Year 1: write the amount in rupees as a plain number, without commas or ₹, e.g. 250000');
  await item.getByRole('textbox', { name: 'Intake' }).fill('sixty');
  await expect(item.getByRole('alert').filter({ hasText: 'whole number' })).toBeVisible();
  await expectRefusedOnPublish(/plain number, without commas/, file, before);

  // Put right, the same entry saves, and only the fee changes.
  await item.getByRole('textbox', { name: 'Intake' }).fill(String(programme.intake));
  await year(1).fill(String(fees[0]! + 1000));
  await expect(item.getByRole('alert')).toHaveCount(0);
  await publish(page);
  const saved = (parseYaml(await project.readSaved(file, before)) as Programme[]).find((p) => p.id === programme.id)!;
  expect(saved.annualFees).toEqual(fees.map((fee, year) => (year === 0 ? fee + 1000 : fee)));
  expect(saved.intake).toBe(programme.intake);
});

test('a value of several shapes is picked, not typed: a fee list becomes pending, and back', async () => {
  const file = 'src/content/data/programmes.yaml';
  const before = project.read(file);
  const programme = (parseYaml(before) as Programme[]).find((p) => Array.isArray(p.annualFees))!;

  await goToEntry(page, '/collections/programmes/entries/programmes');
  const item = await expandItem(page, programme.name);
  // The fee's own answer: the intake offers one of the same words.
  const fees = item.getByRole('radio', { name: 'Annual fees Pending: not yet published' });
  await fees.check();
  // The boxes of the other answer are gone, and nothing is refused.
  await expect(item.getByLabel('Year 1', { exact: true })).toHaveCount(0);
  await expect(item.getByRole('alert')).toHaveCount(0);
  await publish(page);
  const saved = (parseYaml(await project.readSaved(file, before)) as Programme[]).find((p) => p.id === programme.id)!;
  expect(saved.annualFees).toBe('pending');
  await expectCheckPasses(project);

  // Picked back, the list starts with one empty box; the fees typed again are stored as a list.
  const pending = project.read(file);
  await item.getByRole('radio', { name: 'A fee for each year' }).check();
  for (const [year, fee] of (programme.annualFees as number[]).entries()) {
    if (year > 0) await item.getByRole('button', { name: /^Add / }).click();
    await item.getByLabel(`Year ${year + 1}`, { exact: true }).fill(String(fee));
  }
  await publish(page);
  const back = (parseYaml(await project.readSaved(file, pending)) as Programme[]).find((p) => p.id === programme.id)!;
  expect(back.annualFees).toEqual(programme.annualFees);
  await expectCheckPasses(project);
});

test('a date is typed day first and stored as YYYY-MM-DD; a day that does not exist is refused', async () => {
  const file = 'src/content/data/documents.yaml';
  const before = project.read(file);
  const title = 'Editor test notice on the day-first date';
  const today = new Date().toISOString().slice(0, 10);
  const [year, month, day] = today.split('-');

  await goToEntry(page, '/collections/documents/entries/documents');
  await page.getByRole('button', { name: /^Add documents/ }).click();
  await field('Title').fill(title);
  await field('Category').click();
  await page.getByRole('option', { name: DOCUMENT_CATEGORIES.notifications, exact: true }).click();
  await field('Href').fill('pending');

  // A day that does not exist (month first, the browser's own way in some places) is refused in words.
  await field('Date').fill(`${month}/31/${year}`.replace(/^0/, ''));
  await expect(page.getByRole('alert').filter({ hasText: 'day first' })).toBeVisible();
  await expectRefusedOnPublish(/write the date day first/, file, before);

  // Day first, it is said in words beside the field and stored as YYYY-MM-DD.
  await field('Date').fill(`${day}/${month}/${year}`);
  const inWords = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(page.getByText(inWords)).toBeVisible();
  await publish(page);
  const [saved] = parseYaml(await project.readSaved(file, before)) as Record<string, unknown>[];
  // The id is made from the title, left empty.
  expect(saved).toMatchObject({ title, date: today, category: 'notifications', id: 'editor-test-notice-on-the-day-first-date' });
  await addHindi(project, 'documents', { [title]: 'संपादक परीक्षण: दिन पहले लिखी तिथि वाली सूचना' });
  await expectCheckPasses(project);
});

test("a notice's PDF is uploaded from this computer into the folder the site serves, and linked from the notice", async () => {
  const file = 'src/content/data/documents.yaml';
  const before = project.read(file);
  type Field = { name: string; fields?: Field[]; media_folder?: string; public_folder?: string; accept?: string[] };
  const { collections } = project.readYaml<{ collections: { name: string; files?: { fields: Field[] }[] }[] }>('public/admin/config.yml');
  const entries = collections.find((c) => c.name === 'documents')!.files![0]!.fields.find((f) => f.name === 'entries')!;
  const href = entries.fields!.find((f) => f.name === 'href')!;
  const type = href.accept![0]!;
  const title = 'Editor test notice with its document attached';

  await goToEntry(page, '/collections/documents/entries/documents');
  await page.getByRole('button', { name: /^Add documents/ }).click();
  await field('Title').fill(title);
  await field('Category').click();
  await page.getByRole('option', { name: DOCUMENT_CATEGORIES.notifications, exact: true }).click();
  await field('Date').fill(new Date().toISOString().slice(0, 10));
  const upload = page.getByLabel('Upload a file').filter({ visible: true });
  await upload.setInputFiles({ name: 'notice.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: `upload a ${type} file` })).toBeVisible();
  await upload.setInputFiles({ name: `Revised Timetable${type}`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  const link = `${href.public_folder}/revised-timetable${type}`;
  await expect(field('Href')).toHaveValue(link);
  await publish(page);

  const [saved] = parseYaml(await project.readSaved(file, before)) as Record<string, unknown>[];
  expect(saved).toMatchObject({ title, href: link });
  expect(existsSync(join(project.dir, href.media_folder!, `revised-timetable${type}`)), 'the file is in the folder the site serves').toBe(true);
  await addHindi(project, 'documents', { [title]: 'संपादक परीक्षण: संलग्न दस्तावेज़ वाली सूचना' });
  await expectCheckPasses(project);
});

test("a teacher's department is offered from the schools' departments; one outside them is refused for a person with a profile", async () => {
  type Person = { name: string; department?: string; profile?: object };
  type School = { faculty?: { departments?: string[] } };
  const listed = project
    .list('src/content/data/schools')
    .flatMap((f) => (project.readYaml(`src/content/data/schools/${f}`) as School).faculty?.departments ?? []);
  const slug = project
    .list('src/content/data/people')
    .map((f) => f.replace(/\.yaml$/, ''))
    .find((f) => (project.readYaml(`src/content/data/people/${f}.yaml`) as Person).profile)!;
  const file = `src/content/data/people/${slug}.yaml`;
  const before = project.read(file);
  const person = project.readYaml(file) as Person;

  await goToEntry(page, `/collections/people/entries/${slug}`);
  const department = field('Department');
  await expect(department).toHaveValue(person.department!);
  // The box offers every department the schools list, in their words.
  const offered = await department.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((o) => o.value));
  expect(offered.sort()).toEqual([...listed].sort());

  await department.fill(`${person.department} studies`);
  await expect(page.getByRole('alert').filter({ hasText: 'a person with a profile is shown under' })).toBeVisible();
  await expectRefusedOnPublish(/a person with a profile is shown under/, file, before);

  // Another listed department saves, and only that line changes.
  const other = listed.find((d) => d !== person.department)!;
  await department.fill(other);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await publish(page);
  const saved = await project.readSaved(file, before);
  expect((parseYaml(saved) as Person).department).toBe(other);
  expect(saved.split('\n').filter((line, i) => line !== before.split('\n')[i])).toHaveLength(1);
  await expectCheckPasses(project);
});

test("an entry opened by its address, while another is open, shows that entry's data", async () => {
  const people = project
    .list('src/content/data/people')
    .filter((f) => f.endsWith('.yaml'))
    .slice(0, 2)
    .map((f) => ({ slug: f.replace(/\.yaml$/, ''), name: (project.readYaml(`src/content/data/people/${f}`) as { name: string }).name }));
  const [first, second] = people as [(typeof people)[0], (typeof people)[0]];

  // The editor may load afresh at the new address: it shows the entry once loaded, never an empty form marked saved.
  const shows = async (person: { name: string }) => {
    await expect(field('Name')).toHaveValue(person.name, { timeout: 60_000 });
    await expect(page.getByText(/^(Changes saved|Unsaved changes)$/i)).toBeVisible();
  };
  await goToEntry(page, `/collections/people/entries/${first.slug}`);
  await shows(first);
  // A pasted link: the address changes while the first entry is open.
  await page.evaluate((hash) => (location.hash = hash), `/collections/people/entries/${second.slug}`);
  await shows(second);
  // Back and Forward.
  await page.goBack();
  await shows(first);
  await page.goForward();
  await shows(second);
});

test("a page's preview shows its title, text and parts as the site does", async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await goToEntry(page, '/collections/pages/entries/fee-structure');
  const { session } = project.readYaml<{ session: string }>('src/content/data/fees.yaml');
  const text = project.read('src/content/pages/fee-structure.mdx');
  const title = fillSessionWith(/^title: (.*)$/m.exec(text)![1]!, session);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  // Every component of the text that is not a link or the session stands in its place, drawn as the site last built it
  // (a setting that reads the page's front matter is drawn only on the page: such a part stays a block naming it).
  const components = drawnOnTheSite(text);
  expect(components.length).toBeGreaterThan(0);
  const parts = componentTags(text).filter((t) => components.includes(t.name) && t.kind !== 'close');
  const named = parts.filter((t) => t.attributes.includes('frontmatter.'));
  await expect(preview.locator('[data-part]')).toHaveCount(parts.length);
  await expect(preview.locator('.preview-drawn[data-part]')).toHaveCount(parts.length - named.length);
  for (const { name } of named) await expect(preview.locator(`.preview-part[data-part="${name}"]`).first()).toContainText(name);
  // The tables are the site's: as many as the built page shows, with the same captions.
  const built = await (await page.request.get('/fee-structure')).text();
  const captions = await page.evaluate(
    (html) => [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('main table caption')].map((c) => c.textContent?.trim()),
    built,
  );
  expect(captions.length, 'the built page has tables').toBeGreaterThan(0);
  expect((await preview.locator('.preview-text table caption').allTextContents()).map((c) => c.trim())).toEqual(captions);
  // The session is filled in where the text writes <Session />, and links lead where the text says.
  if (text.includes('<Session />')) await expect(preview.locator('.preview-text')).toContainText(session);
  for (const href of linkTargets(text)) await expect(preview.locator(`.preview-text a[href="${href}"]`).first()).toBeVisible();
});

test("a data entry's preview names the pages the build made from it and draws the first as the site shows it", async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const file = `src/content/data/people/${project.list('src/content/data/people')[0]}`;
  const shownOn = (await (await page.request.get('/admin/shown-on.json')).json()) as Record<string, string[]>;
  const routes = shownOn[file] ?? [];
  expect(routes.length, `the build recorded pages made from ${file}`).toBeGreaterThan(0);
  await goToEntry(page, `/collections/people/entries/${file.replace(/^.*\//, '').replace(/\.yaml$/, '')}`);
  const preview = page.frameLocator('iframe').first();
  const choice = preview.getByLabel('Page:');
  await expect(choice.locator('option')).toHaveText(routes);
  // The page drawn is the site's own: its heading and its text as the built page has them.
  const built = await (await page.request.get(routes[0]!)).text();
  const main = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return { title: doc.querySelector('main h1')?.textContent?.trim() ?? '', lang: doc.documentElement.lang };
  }, built);
  await expect(preview.locator('.data-preview__page h1')).toHaveText(main.title);
  await expect(preview.locator('.data-preview__page > [lang]')).toHaveAttribute('lang', main.lang);
  // Another page picked, in the other language where the entry is shown in both.
  const other = routes.find((route) => langOfRoute(route) !== langOfRoute(routes[0]!)) ?? routes.at(-1)!;
  await choice.selectOption(other);
  await expect(preview.locator('.data-preview__page > [lang]')).toHaveAttribute(
    'lang',
    await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').documentElement.lang, await (await page.request.get(other)).text()),
  );
});

test('a faculty list’s folded members read as their names and posts, not as the names of their files', async () => {
  const list = project.list('src/content/data/faculty-lists')[0]!;
  const { members } = project.readYaml<{ members: { person: string }[] }>(`src/content/data/faculty-lists/${list}`);
  const words = members.map(({ person }) => {
    const named = project.readYaml<PersonNaming>(`src/content/data/people/${person}.yaml`);
    return [displayName(named), postOf(named)].filter(Boolean).join(', ');
  });
  await goToEntry(page, `/collections/facultyLists/entries/${list.replace(/\.yaml$/, '')}`);
  await expect(page.locator('[class*=NestedObjectLabel]')).toHaveText(words);
});

test('a shared file has no Delete; an entry of its own (a person) has', async () => {
  await goToEntry(page, '/collections/programmes/entries/programmes');
  await expect(page.getByRole('button', { name: 'Delete entry' })).toHaveCount(0);
  await goToEntry(page, `/collections/translations-hi/entries/${project.list('src/content/data/translations/hi')[0]!.replace(/\.yaml$/, '')}`);
  await expect(page.getByRole('button', { name: 'Delete entry' })).toHaveCount(0);
  await goToEntry(page, `/collections/people/entries/${project.list('src/content/data/people')[0]!.replace(/\.yaml$/, '')}`);
  await expect(page.getByRole('button', { name: 'Delete entry' })).toHaveCount(1);
});

test("a list item's ✕ asks first, naming the item: No keeps it, Yes takes it out of the form", async () => {
  const programmes = project.readYaml<Programme[]>('src/content/data/programmes.yaml');
  const name = programmes[0]!.name;
  await goToEntry(page, '/collections/programmes/entries/programmes');
  const items = page.locator('[class*=SortableListItem]');
  await expect(items).toHaveCount(programmes.length);
  const remove = items.filter({ hasText: name }).first().locator('[class*=TopBar] > button').last();
  const questions: string[] = [];
  page.once('dialog', (dialog) => (questions.push(dialog.message()), dialog.dismiss()));
  await remove.click();
  await expect.poll(() => questions).toHaveLength(1);
  expect(questions[0]).toContain(`"${name}"`);
  await expect(items).toHaveCount(programmes.length);
  page.once('dialog', (dialog) => dialog.accept());
  await remove.click();
  await expect(items).toHaveCount(programmes.length - 1);
  await expect(items.filter({ hasText: name })).toHaveCount(0);
  // The preview strikes the programme out where its page lists it, and no other.
  const struck = page.frameLocator('iframe').first().locator('.data-preview__removed');
  await expect(struck.first()).toContainText(name);
  for (const text of await struck.allTextContents()) expect(text).toContain(name);
  // Nothing is saved until Publish: leaving keeps the file as it was.
  expect(project.readYaml<Programme[]>('src/content/data/programmes.yaml')).toHaveLength(programmes.length);
  // Leaving unpublished: Decap asks whether to drop the change; yes.
  const leave = new Promise<void>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(resolve)));
  await page.evaluate(() => (location.hash = '/'));
  await leave;
  await expect(page.getByText(/^Writing in /)).toHaveCount(0);
});

test('an address that names no entry says so and offers the list; publishing it creates no file', async () => {
  const people = project.list('src/content/data/people');
  const slug = 'no-such-person';
  await goToEntry(page, `/collections/people/entries/${slug}`);
  const note = page
    .getByRole('alert')
    .filter({ hasText: `There is no entry "${slug}"` })
    .filter({ has: page.getByRole('link', { name: /the list of People/ }) });
  await expect(note).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('unknown-entry-1280.png') });
  // Publishing what is typed there is refused, and no file appears: an entry the content check would accept, so the
  // refusal is the address's.
  await field('Name').fill('Somebody New');
  await field('Office').fill('Sample office');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  const refusal = page.locator('.Toastify__toast--error').filter({ hasText: /nothing was saved/ });
  await expect(refusal).toBeVisible();
  expect(project.list('src/content/data/people')).toEqual(people);
  await refusal.getByRole('button', { name: 'close' }).click();
  await expect(refusal).toHaveCount(0);
  // The list it offers is the collection's.
  const leave = new Promise<void>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(resolve)));
  await note.getByRole('link', { name: /the list of People/ }).click();
  await leave;
  await expect(page.getByText(project.readYaml<{ name: string }>(`src/content/data/people/${people[0]}`).name).first()).toBeVisible();
  await expect(note).toHaveCount(0);
});

test('at 375 px the list and the form fit the screen: no sideways scrolling', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  const fits = (where: string) => expectFitsScreen(page, where);
  await page.evaluate(() => (location.hash = '/collections/people'));
  await expect(
    page.getByText(project.readYaml<{ name: string }>(`src/content/data/people/${project.list('src/content/data/people')[0]}`).name).first(),
  ).toBeVisible();
  await fits('the People list');
  await goToEntry(page, '/collections/programmes/entries/programmes');
  await fits('the programmes form');
  const item = await expandItem(page, (project.readYaml<Programme[]>('src/content/data/programmes.yaml')[0] as Programme).name);
  await expect(item.getByRole('textbox', { name: 'Intake' })).toBeVisible();
  await fits('a programme open in the form');
  await goToEntry(page, '/collections/pages/entries/fee-structure');
  await fits('a page with its text');
  // The page's own address on this site, above its fields.
  const address = page.getByRole('link', { name: /\/fee-structure$/ });
  await expect(address).toHaveAttribute('href', '/fee-structure');
  expect((await page.request.get('/fee-structure')).status(), 'the page the editor links to').toBe(200);
  // Beside its preview a page's form was squeezed to nothing: its fields take the screen, the preview follows below.
  const fieldWidths = await page.evaluate(() =>
    [...document.querySelectorAll('[class*=-ControlPaneContainer] input[type=text], [class*=-ControlPaneContainer] textarea')].map(
      (field) => field.getBoundingClientRect().width,
    ),
  );
  expect(Math.max(0, ...fieldWidths), 'the widest field of the page form').toBeGreaterThanOrEqual(375 * 0.8);
});
