/**
 * The browser editor on a phone: a 375 px touch screen (hasTouch, isMobile),
 * driven by finger (taps, and swipes as touch events sent through the
 * browser's DevTools protocol). A long form scrolls by touch to its last
 * field, Publish stays in reach while it does, a fee is changed and published
 * by taps, forms fit screens from 320 to 430 px, and the preview opens as a
 * view of its own. Runs on a throwaway copy of the project through Decap's
 * local backend (tests/fixtures/editors/browser-editor.ts); values come from
 * the copy's files.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseYaml } from '../../src/content-io/yaml.ts';
import {
  backendPort,
  expectCheckPasses,
  expectFitsScreen,
  goToEntry,
  lineChanges,
  openEditor,
  openEditorSession,
  type EditorProject,
} from '../fixtures/editors/browser-editor.ts';

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
 * A finger's swipe up the screen, as a touch screen sends it (touch start, moves, end; DevTools' own scroll gesture
 * moves nothing in headless Chromium): what is under the finger scrolls down.
 */
async function swipeUp(distance = 400) {
  const cdp = await page.context().newCDPSession(page);
  const { width, height } = page.viewportSize()!;
  const x = Math.round(width / 2);
  const from = Math.round(height * 0.8);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let moved = 10; moved <= distance; moved += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from - moved }] });
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

/** Swipes up until the element is under the finger (or gives up after `tries` swipes). */
async function swipeTo(locator: Locator, tries = 40) {
  for (let i = 0; i < tries && !(await underFinger(locator)); i++) await swipeUp();
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
  await expect(last.getByRole('textbox', { name: 'Intake' })).toBeVisible();
});

test('a fee changed and published by taps is a one-line change the check accepts', async () => {
  const file = 'src/content/data/programmes.yaml';
  const before = project.read(file);
  const programme = (parseYaml(before) as Programme[]).find((p) => Array.isArray(p.annualFees))!;
  const fees = (programme.annualFees as number[]).map((fee, year) => (year === 0 ? fee + 5000 : fee));
  await goToEntry(page, '/collections/programmes/entries/programmes');
  const item = page.locator('[class*=SortableListItem], [class*=ListItem]').filter({ hasText: programme.name }).first();
  const open = item.locator('[class*=TopBar] button').first();
  await swipeTo(open);
  await open.tap();
  const year1 = item.getByLabel('Year 1', { exact: true });
  expect(await swipeTo(year1), 'the first year’s fee is reached by swiping').toBe(true);
  await year1.tap();
  await year1.fill(String(fees[0]));
  expect(await underFinger(publishButton()), 'Publish is on the screen beside the field').toBe(true);
  await publishByTap();
  const after = await project.readSaved(file, before);
  const { added, removed } = lineChanges(before, after);
  expect(removed).toHaveLength(1);
  expect(added).toEqual([removed[0]!.replace(/\[[^\]]*\]/, `[${fees.join(', ')}]`)]);
  expectCheckPasses(project);
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
