/**
 * The browser editor on a phone: a 375 px touch screen (hasTouch, isMobile),
 * driven by finger (taps, and swipes as touch events sent through the
 * browser's DevTools protocol). A long form scrolls by touch to its last
 * field, Publish stays in reach while it does, a fee is changed and published
 * by taps, forms fit screens from 320 to 430 px, and the preview opens as a
 * view of its own. The ordinary tasks are done there by finger, each one
 * small change the content check accepts: a fee, an officer's name, a notice
 * with its PDF and its Hindi title, a sentence of a Hindi page; each step is
 * photographed at 375 px. Runs on a throwaway copy of the project through Decap's
 * local backend (tests/fixtures/editors/browser-editor.ts); values come from
 * the copy's files.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseYaml } from '../../src/content-io/yaml.ts';
import { readPage } from '../../src/admin/formats.ts';
import { routeIn } from '../../src/lib/languages.ts';
import { formProblems } from '../../src/admin/entry-check.ts';
import { PLAIN_MESSAGES, sayMessage } from '../../src/admin/plain-messages.ts';
import {
  backendPort,
  expectCheckPasses,
  expectFitsScreen,
  goToEntry,
  insertedLines,
  lineChanges,
  lastBoxText,
  pageTextBox,
  openEditor,
  openEditorSession,
  type EditorProject,
} from '../fixtures/editors/browser-editor.ts';
import { DOCUMENT_CATEGORIES } from '../../src/lib/document-rules.ts';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let project: EditorProject;
let page: Page;

test.beforeAll(async ({ browser }) => {
  ({ project, page } = await openEditorSession(browser, backendPort('editor-phone'), PHONE));
});
test.afterAll(() => project?.stop());

type Programme = { id: string; name: string; annualFees: number[] | 'pending' };

/**
 * A finger's swipe, as a touch screen sends it (touch start, moves, end; DevTools' own scroll gesture moves nothing
 * in headless Chromium): a swipe up (a positive distance) scrolls what is under the finger down the page, a swipe
 * down (negative) back up.
 */
async function swipe(distance: number) {
  const cdp = await page.context().newCDPSession(page);
  const { width, height } = page.viewportSize()!;
  const x = Math.round(width / 2);
  const from = Math.round(height * (distance > 0 ? 0.8 : 0.3));
  const step = Math.sign(distance) * 10;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let moved = step; Math.abs(moved) <= Math.abs(distance); moved += step)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from - moved }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Whether a finger on the middle of the element touches it: on the screen, and nothing over it. */
const underFinger = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return Boolean(top && (element === top || element.contains(top)));
  });

/** Where the element's middle is: on the screen, or above or below it. */
const whereOnScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    if (y < 0) return 'above';
    if (y > window.innerHeight) return 'below';
    return y < window.innerHeight / 2 ? 'on, high' : 'on, low';
  });

/**
 * Swipes until the element is under the finger (or gives up after `tries` swipes): up while it is below the
 * screen, down while it is above it (typing into a field can scroll the form past the fields before it), and a
 * short swipe towards the middle while something covers it (the toolbar kept at the top).
 */
async function swipeTo(locator: Locator, tries = 40) {
  const address = page.url();
  for (let i = 0; i < tries && !(await underFinger(locator)); i++) {
    const where = await whereOnScreen(locator);
    await swipe({ below: 400, above: -400, 'on, low': 150, 'on, high': -150 }[where]);
    // A swipe scrolls and does nothing else: the same form stays open.
    expect(page.url(), `swipe ${i + 1} of the way to ${locator}`).toBe(address);
  }
  return underFinger(locator);
}

/** The toolbar's Publish button: "Published" while the entry is as saved. */
const publishButton = () => page.getByRole('button', { name: /^Publish(ed)?$/ });

/** Publishes the open entry by taps and waits until it is written. */
async function publishByTap() {
  await publishButton().tap();
  await page.getByText('Publish now', { exact: true }).tap();
  await expect(page.getByText('Entry saved', { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** A photograph of the phone's screen at this step, kept with the test's results. */
const snap = (step: string) => page.screenshot({ path: test.info().outputPath(`phone-375-${step}.png`) });

/** The one visible form field labelled `label` (folded list items keep theirs hidden). */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`)).filter({ visible: true });

/**
 * Swipes to a field, taps it and types `text` in place of what it held. The form can be drawn again once its
 * pickers have loaded, dropping what was typed: typed again until the entry holds it (Publish offered; or, where
 * the text puts back what was saved, `asSaved`, "Published" again: Decap compares the entry with its file).
 */
async function tapAndType(target: Locator, text: string, { asSaved = false } = {}) {
  expect(await swipeTo(target), 'the field is reached by swiping').toBe(true);
  await expect(async () => {
    await target.tap();
    await target.fill(text);
    await expect(target).toHaveValue(text);
    await expect(page.getByRole('button', { name: asSaved ? 'Published' : 'Publish', exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

test('a long form scrolls by touch to its last field, with Publish in reach all the way', async () => {
  const programmes = project.readYaml<Programme[]>('src/content/data/programmes.yaml');
  await goToEntry(page, '/collections/programmes/entries/programmes');
  const last = page
    .locator('[class*=SortableListItem], [class*=ListItem]')
    .filter({ hasText: programmes.at(-1)!.name })
    .first();
  expect(await underFinger(last), 'the last programme starts below the first screen').toBe(false);
  await test.info().attach('form at the top', { body: await page.screenshot(), contentType: 'image/png' });
  await page.screenshot({ path: test.info().outputPath('phone-375-form-top.png') });
  expect(await swipeTo(last), 'the last programme is reached by swiping').toBe(true);
  expect(await underFinger(publishButton()), 'Publish is still on the screen').toBe(true);
  // Swiping over the list moved nothing in it: the entry is as saved.
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-375-form-end.png') });
  // And it opens by a tap.
  await last.locator('[class*=TopBar] button').first().tap();
  await expect(last.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(programmes.at(-1)!.name);
});

test('a fee changed and published by taps is a one-line change the check accepts', async () => {
  const file = 'src/content/data/programmes.yaml';
  const before = project.read(file);
  const programme = (parseYaml(before) as Programme[]).find((p) => Array.isArray(p.annualFees))!;
  const fees = (programme.annualFees as number[]).map((fee, year) => (year === 0 ? fee + 5000 : fee));
  await goToEntry(page, '/collections/programmes/entries/programmes');
  const item = page.locator('[class*=SortableListItem], [class*=ListItem]').filter({ hasText: programme.name }).first();
  const open = item.locator('[class*=TopBar] button').first();
  expect(await swipeTo(open), 'the programme is reached by swiping').toBe(true);
  await open.tap();
  const year1 = item.getByLabel('Year 1', { exact: true });
  // Each year's box is named on the screen beside it, not only for screen readers.
  await expect(item.locator('label').filter({ hasText: /^Year 1$/ })).toBeVisible();
  await tapAndType(year1, String(fees[0]));
  expect(await underFinger(publishButton()), 'Publish is on the screen beside the field').toBe(true);
  await snap('fee-typed');
  await publishByTap();
  await snap('fee-published');
  const after = await project.readSaved(file, before);
  const { added, removed } = lineChanges(before, after);
  expect(removed).toHaveLength(1);
  expect(added).toEqual([removed[0]!.replace(/\[[^\]]*\]/, `[${fees.join(', ')}]`)]);
  await expectCheckPasses(project);
});

test('an officer renamed by taps is a one-line change the check accepts', async () => {
  const folder = 'src/content/data/people';
  // An officer: an office and no designation, so that emptying the office leaves neither.
  const id = project.list(folder).find((f) => /^office:/m.test(project.read(`${folder}/${f}`)) && !/^designation:/m.test(project.read(`${folder}/${f}`)))!;
  const file = `${folder}/${id}`;
  const before = project.read(file);
  const { name } = parseYaml(before) as { name: string };
  const renamed = `${name.split(' ')[0]} Editortest`;
  await goToEntry(page, `/collections/people/entries/${id.replace(/\.yaml$/, '')}`);
  // Emptied, the office leaves the person with neither designation nor office: the form refuses it before Publish,
  // in the check's words (src/admin/entry-check.ts: the rules the check runs; tests/tools/editor-entry-check.test.ts).
  const office = field('Office');
  const officeName = await office.inputValue();
  const [refusal] = formProblems('people', { ...(parseYaml(before) as object), office: undefined }).filter((p) => !p.warning);
  await tapAndType(office, '');
  await expect(page.locator('.entry-check')).toContainText(refusal!.problem);
  await publishButton().tap();
  await page.getByText('Publish now', { exact: true }).tap();
  const refused = page.getByText(new RegExp(`would refuse this: .*${refusal!.problem.slice(0, 30)}`)).first();
  await expect(refused).toBeVisible();
  // The photograph shows the refusal where the form says it, at its head.
  await refused.scrollIntoViewIfNeeded();
  await snap('officer-refused');
  expect(project.read(file), 'nothing saved').toBe(before);
  // The office typed back: the entry is as saved again.
  await tapAndType(office, officeName, { asSaved: true });
  await tapAndType(field('Name'), renamed);
  await snap('officer-typed');
  await publishByTap();
  const after = await project.readSaved(file, before);
  expect(lineChanges(before, after)).toEqual({ removed: [`name: ${name}`], added: [`name: ${renamed}`] });
  await expectCheckPasses(project);
});

/** The notice the phone adds, and its Hindi title, added next. */
const NOTICE = { title: 'Editor test notice on the library hours during examinations', hindi: 'संपादक परीक्षण: परीक्षाओं के दौरान पुस्तकालय के समय की सूचना' };

test('a notice added by taps with its PDF is a few added lines the check accepts', async () => {
  const file = 'src/content/data/documents.yaml';
  const before = project.read(file);
  const pdf = readdirSync(join(project.dir, 'public/documents')).find((f) => f.endsWith('.pdf'))!;
  const { title } = NOTICE;
  await goToEntry(page, '/collections/documents/entries/documents');
  await page.getByRole('button', { name: /^Add documents/ }).tap();
  await tapAndType(field('Title'), title);
  // Published before its category is chosen: the form says so in plain words with the field's label, and saves nothing.
  await publishButton().tap();
  await page.getByText('Publish now', { exact: true }).tap();
  await expect(page.getByText(sayMessage(PLAIN_MESSAGES.editor.editorControlPane.widget.required, { fieldLabel: 'Category' }), { exact: true })).toBeVisible();
  await expect(page.getByText(PLAIN_MESSAGES.ui.toast.missingRequiredField)).toBeVisible();
  await snap('notice-refused');
  expect(project.read(file), 'nothing saved').toBe(before);
  const category = field('Category');
  expect(await swipeTo(category), 'the category is reached by swiping').toBe(true);
  await category.tap();
  // The tap opens the menu and picks nothing (src/admin/touch-choices.ts); the next tap picks.
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('option', { name: DOCUMENT_CATEGORIES.notifications, exact: true }).tap();
  await tapAndType(field('Date'), new Date().toISOString().slice(0, 10).split('-').reverse().join('/'));
  // The PDF, from the phone's files: the file picker opens from the tapped button.
  const upload = page.locator('.upload-file').filter({ visible: true });
  expect(await swipeTo(upload), 'the upload button is reached by swiping').toBe(true);
  const chooser = page.waitForEvent('filechooser');
  await upload.tap();
  await (await chooser).setFiles(join(project.dir, 'public/documents', pdf));
  await expect(field('Href')).toHaveValue(`/documents/${pdf}`);
  await snap('notice-typed');
  await publishByTap();
  const after = await project.readSaved(file, before);
  const [added] = parseYaml(after) as Record<string, unknown>[];
  expect(added).toMatchObject({ title, category: 'notifications', href: `/documents/${pdf}` });
  // The new item's lines inserted in one place, and nothing else changed.
  const { removed, added: lines } = insertedLines(before, after);
  expect(removed, 'no line of the file changed').toEqual([]);
  expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(6);
  expect(lines.join('\n')).toContain(title);
  await expectCheckPasses(project);
});

test('the notice’s Hindi title, added in the Hindi words of the documents, is one line the check accepts', async () => {
  const { title, hindi } = NOTICE;
  const words = 'src/content/data/translations/hi/documents.yaml';
  const wordsBefore = project.read(words);
  await goToEntry(page, '/collections/translations-hi/entries/documents');
  await page.getByRole('button', { name: /^Add words/i }).tap();
  await tapAndType(field('English'), title);
  await tapAndType(field('Hindi'), hindi);
  await snap('notice-hindi-typed');
  await publishByTap();
  const wordsAfter = await project.readSaved(words, wordsBefore);
  // One line added, the title and its Hindi (quoted as YAML must quote it, or not).
  const hindiLine = insertedLines(wordsBefore, wordsAfter);
  expect(hindiLine.removed).toEqual([]);
  expect(hindiLine.added).toHaveLength(1);
  expect(parseYaml(hindiLine.added[0]!)).toEqual({ [title]: hindi });
  const { output } = await project.check();
  expect(output.split('Hindi still to write')[1] ?? '', 'the title no longer waits for its Hindi').not.toContain(title);
  await expectCheckPasses(project);
});

test('a sentence of a Hindi page edited by taps is a change of that sentence alone', async () => {
  const file = `src/content/pages${routeIn('hi', '/fee-structure')}.mdx`;
  const before = project.read(file);
  const { body } = readPage(before) as { body: string };
  const line = body.split('\n').find((l) => /^[^\s<#|>*-]/.test(l) && l.length > 40)!;
  const sentence = line.split('।')[0]!;
  const addition = ' (संपादक परीक्षण)';
  await goToEntry(
    page,
    `/collections/pages-hi/entries/${file
      .split('/')
      .pop()!
      .replace(/\.mdx$/, '')}`,
  );
  const box = await pageTextBox(page, sentence);
  expect(await swipeTo(box), 'the sentence is reached by swiping').toBe(true);
  await box.tap();
  await box.evaluate((element: HTMLTextAreaElement, after) => {
    const at = element.value.indexOf(after) + after.length;
    element.setSelectionRange(at, at);
  }, lastBoxText(sentence));
  await page.keyboard.type(addition);
  await snap('hindi-page-typed');
  await publishByTap();
  const after = await project.readSaved(file, before);
  expect(after).toBe(before.replace(sentence, `${sentence}${addition}`));
  await expectCheckPasses(project);
});

test('the forms fit phones from 320 to 430 px', async () => {
  const person = project.list('src/content/data/people')[0]!.replace(/\.yaml$/, '');
  for (const width of [320, 375, 430]) {
    await page.setViewportSize({ width, height: 740 });
    for (const entry of ['/collections/programmes/entries/programmes', '/collections/pages/entries/fee-structure', `/collections/people/entries/${person}`]) {
      await goToEntry(page, entry);
      await expectFitsScreen(page, `${entry} at ${width} px`);
    }
  }
  await page.setViewportSize(PHONE.viewport);
});

test('the preview opens as a view of its own, and the form comes back', async () => {
  const person = project.list('src/content/data/people')[0]!.replace(/\.yaml$/, '');
  await goToEntry(page, `/collections/people/entries/${person}`);
  const name = page.getByLabel(/^Name/).filter({ visible: true }).first();
  await expect(name).toBeVisible();
  const preview = page.locator('iframe').filter({ visible: true });
  await expect(preview, 'the form alone at first').toHaveCount(0);
  await page.getByRole('button', { name: 'Preview', exact: true }).tap();
  await expect(preview).toHaveCount(1);
  await expect(name, 'the form makes way for the preview').toBeHidden();
  const box = (await preview.boundingBox())!;
  expect(box.width, 'the preview takes the width of the screen').toBeGreaterThanOrEqual(PHONE.viewport.width - 1);
  expect(box.height, 'and most of its height').toBeGreaterThan(PHONE.viewport.height / 2);
  await expect(preview.contentFrame().locator('body')).toContainText(project.readYaml<{ name: string }>(`src/content/data/people/${person}.yaml`).name);
  await page.screenshot({ path: test.info().outputPath('phone-375-preview.png') });
  expect(await underFinger(publishButton()), 'Publish is in reach from the preview').toBe(true);
  await page.getByRole('button', { name: 'Back to the form', exact: true }).tap();
  await expect(name).toBeVisible();
  await expect(preview).toHaveCount(0);
});

test('on a desktop the form and its preview stand side by side, with no view switch', async ({ browser }) => {
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  desktop.setDefaultTimeout(60_000);
  try {
    await openEditor(desktop, backendPort('editor-phone'));
    const person = project.list('src/content/data/people')[0]!.replace(/\.yaml$/, '');
    await goToEntry(desktop, `/collections/people/entries/${person}`);
    await expect(desktop.locator('iframe')).toBeVisible();
    await expect(desktop.getByRole('button', { name: 'Preview', exact: true })).toBeHidden();
    await desktop.screenshot({ path: test.info().outputPath('desktop-1280-form.png') });
  } finally {
    await desktop.close();
  }
});
