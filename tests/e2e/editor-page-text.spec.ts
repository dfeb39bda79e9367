/**
 * A page's text in the browser editor as blocks (src/admin/page-text-widget.ts),
 * used as an editor would on a throwaway copy of the project: a sentence of
 * an officer's words is edited while the preview draws the profile as the
 * site does, in English and in Hindi, the officer of a profile is picked from
 * the people, a part is added, and the form fits a phone. After each save the file differs only by the
 * change and the content check passes. Pages, people and sentences are read
 * from the copy's own files.
 */
import { expect, test, type Page } from '@playwright/test';
import { readPage } from '../../src/admin/formats.ts';
import { pageTextProblem } from '../../src/admin/page-syntax.ts';
import {
  attributesOf,
  everyPart,
  everyText,
  newPart,
  partProblem,
  readableName,
  settingLabel,
  splitBlocks,
  type ComponentInfo,
} from '../../src/admin/page-blocks.ts';
import { chipLabel, everyChip, hrefOf, linkPages, linkTarget } from '../../src/admin/page-runs.ts';
import { DEFAULT_LANG, routeIn, TRANSLATED_LANGS, type Lang } from '../../src/lib/languages.ts';
import {
  backendPort,
  expectCheckPasses,
  goToEntry,
  openEditorSession,
  pageTextBox,
  publish,
  typeAfterText,
  type EditorProject,
} from '../fixtures/editors/browser-editor.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let project: EditorProject;
let page: Page;
test.beforeAll(async ({ browser }) => {
  ({ project, page } = await openEditorSession(browser, backendPort('editor-page-text')));
});
test.afterAll(() => project?.stop());

const bodyOf = (file: string) => readPage(project.read(file)).body as string;
/** The English pages with their parts (those inside other parts too). */
const englishPages = () =>
  project
    .list('src/content/pages')
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({
      file: `src/content/pages/${name}`,
      slug: name.replace(/\.mdx$/, ''),
      parts: everyPart(splitBlocks(bodyOf(`src/content/pages/${name}`))),
    }));
/** The person each officer profile of an English page shows, by page. */
const officerProfiles = () =>
  englishPages()
    .map(({ file, slug, parts }) => ({
      file,
      slug,
      people: parts.filter((part) => part.name === 'OfficerProfile').map((part) => attributesOf(part.open).find((a) => a.name === 'person')?.value),
    }))
    .filter((p) => typeof p.people[0] === 'string');

/** The components a page's text may hold, as the built editor offers them. */
const pageParts = async () => (await (await page.request.get('/admin/page-parts.json')).json()) as ComponentInfo[];

/** The first English page whose text links to another page of the site (the pages a link may lead to), with that link. */
async function pageWithPageLink() {
  const pages = linkPages((await pageParts()).find((c) => c.name === 'Link'));
  const found = englishPages()
    .map((p) => ({
      ...p,
      link: everyChip(splitBlocks(bodyOf(p.file))).find((c) => c.name === 'Link' && hrefOf(c) && linkTarget(hrefOf(c)!, pages) === 'page'),
    }))
    .find((p) => p.link);
  expect(found, 'a page links to another page').toBeDefined();
  return { ...found!, link: found!.link!, pages };
}

/** The preview's officer card reads as the built site's card of the page in that language: name, office, figures and contact. */
async function expectDrawnAsBuilt(slug: string, lang: Lang) {
  const card = page.frameLocator('iframe').first().locator('.preview-drawn[data-part="OfficerProfile"] .officer__card').first();
  await expect(card).toBeVisible();
  const built = await (await page.request.get(routeIn(lang, `/${slug}`))).text();
  const builtCard = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').querySelector('.officer__card')?.textContent ?? '', built);
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  expect(words(builtCard), 'the built page has an officer card').not.toBe('');
  expect(words((await card.textContent()) ?? '')).toBe(words(builtCard));
}

test("a sentence in an officer's words is edited: the preview draws the profile as the site does, with the sentence, and only the sentence changes in the file", async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { file, slug } = officerProfiles()[0]!;
  const before = project.read(file);
  const body = bodyOf(file);
  // A sentence in the words the profile wraps (the officer's message).
  const profile = everyPart(splitBlocks(body)).find((part) => part.name === 'OfficerProfile' && part.words);
  expect(profile, `${file} has a profile with words`).toBeDefined();
  const sentence = everyText(profile!.words!)
    .map((text) => /[^\n.<>]*[a-z]{4}[^\n.<>]*\./.exec(text)?.[0])
    .find(Boolean);
  expect(sentence, `${file} has a sentence in the profile's words`).toBeDefined();
  const addition = ' The office answers within a week.';

  await goToEntry(page, `/collections/pages/entries/${slug}`);
  await expectDrawnAsBuilt(slug, DEFAULT_LANG);
  await typeAfterText(page, sentence!, addition);
  await expect(page.frameLocator('iframe').first().locator('.preview-drawn[data-part="OfficerProfile"]').first()).toContainText(addition.trim());
  await publish(page);

  const after = await project.readSaved(file, before);
  // The front matter as it was, and the text with the sentence lengthened.
  expect(after).toBe(before.slice(0, before.length - body.length) + body.replace(sentence!, `${sentence}${addition}`));
  await expectCheckPasses(project);
});

test("a translated officer's page is previewed in its language, the profile drawn as the site draws it there", async () => {
  const translated = officerProfiles().find(({ slug }) => TRANSLATED_LANGS.some((lang) => project.list(`src/content/pages/${lang}`).includes(`${slug}.mdx`)));
  expect(translated, 'an officer page has a translation').toBeDefined();
  const lang = TRANSLATED_LANGS.find((l) => project.list(`src/content/pages/${l}`).includes(`${translated!.slug}.mdx`))!;
  await goToEntry(page, `/collections/pages-${lang}/entries/${translated!.slug}`);
  await expect(page.frameLocator('iframe').first().locator('.page[lang]')).toHaveAttribute('lang', lang);
  await expectDrawnAsBuilt(translated!.slug, lang);
});

test("an officer profile's person is picked from the people, and only that attribute changes", async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const profiles = officerProfiles();
  const { file, slug, people } = profiles[0]!;
  const before = project.read(file);
  const person = people[0] as string;
  // Another officer some page already shows in a profile, so the page stays valid.
  const other = profiles.flatMap((p) => p.people).find((id) => typeof id === 'string' && id !== person) as string;
  expect(project.list('src/content/data/people')).toContain(`${other}.yaml`);

  await goToEntry(page, `/collections/pages/entries/${slug}`);
  const part = page.locator('[data-part="OfficerProfile"]').first();
  await expect(part.getByRole('heading', { name: 'Officer profile' })).toBeVisible();
  const select = part.getByLabel(settingLabel('person'), { exact: true }).first();
  await expect(select).toHaveValue(person);
  await select.selectOption(other);
  await publish(page);

  const after = await project.readSaved(file, before);
  expect(after).toBe(before.replace(`person="${person}"`, `person="${other}"`));
  await expectCheckPasses(project);
});

test('the page text form fits the screen at 1280 and at 375 px: no sideways scrolling', async () => {
  // The officer's page, and the page with the most parts inside a part (a school's page holds its galleries and lists).
  const inside = (p: ReturnType<typeof englishPages>[number]) => p.parts.length - splitBlocks(bodyOf(p.file)).blocks.filter((b) => b.kind === 'part').length;
  const nested = englishPages().reduce((a, b) => (inside(b) > inside(a) ? b : a));
  const linking = (await pageWithPageLink()).slug;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
    for (const slug of [officerProfiles()[0]!.slug, nested.slug, linking]) {
      await goToEntry(page, `/collections/pages/entries/${slug}`);
      // Its first part, or the first link of a page without parts.
      const firstPart = page.locator('.page-text [data-block="part"], .page-text .page-chip').first();
      await expect(firstPart).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${slug}: the page is as wide as the screen`).toBeLessThanOrEqual(width);
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('.page-text *')]
          .filter((e) => e.getClientRects().length && e.getBoundingClientRect().right > window.innerWidth + 1)
          .map((e) => `${e.tagName}.${e.className} right=${Math.round(e.getBoundingClientRect().right)}`),
      );
      expect(overflowing, `${slug} at ${width} px: nothing of the page text reaches past the right edge`).toEqual([]);
      await firstPart.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${slug}-${width}.png`) });
    }
  }
});

test('a part is added at the end: it cannot be published until its setting is picked, then it is written after a blank line', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { file, slug } = officerProfiles()[0]!;
  const before = project.read(file);
  // A part the pages use that needs one setting, picked from a list.
  const used = new Set(englishPages().flatMap((p) => p.parts.map((part) => part.name)));
  const components = await pageParts();
  const component = components.find(
    (c) => used.has(c.name) && !c.wraps && c.props.filter((p) => p.required).length === 1 && c.props.find((p) => p.required)!.kind === 'choice',
  )!;
  const prop = component.props.find((p) => p.required)!;
  const value = prop.choices!.at(-1)!.value;

  await goToEntry(page, `/collections/pages/entries/${slug}`);
  const form = page.locator('.page-text');
  const adding = form.locator('.page-text__add').last();
  await adding.getByLabel('Part to add').selectOption({ label: readableName(component.name) });
  await adding.getByRole('button', { name: 'Add a part' }).click();
  const added = form.locator(`[data-part="${component.name}"]`).last();
  await expect(added.getByRole('heading', { name: readableName(component.name) })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(partProblem(newPart(component), component)!);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await expect(page.locator('[class*=ControlErrorsList] li').first()).toHaveText(partProblem(newPart(component), component)!);
  expect(project.read(file), 'nothing saved').toBe(before);

  await added.getByLabel(settingLabel(prop.name), { exact: true }).selectOption(value);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await publish(page);
  const after = await project.readSaved(file, before);
  expect(after).toBe(`${before.trimEnd()}\n\n<${component.name} ${prop.name}="${value}" />${before.slice(before.trimEnd().length)}`);
  await expectCheckPasses(project);
});

test('a text block is added before the first block, where it is written, with a blank line after it', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { file, slug } = officerProfiles()[0]!;
  const before = project.read(file);
  const body = bodyOf(file);
  const { gap } = splitBlocks(body).blocks[0]!;
  const opening = 'A new opening sentence.';

  await goToEntry(page, `/collections/pages/entries/${slug}`);
  const adding = page.locator('.page-text .page-text__add').last();
  await adding.getByLabel('Where to add').selectOption({ index: 1 });
  await adding.getByRole('button', { name: 'Add text' }).click();
  const box = page.locator('.page-text textarea').first();
  await expect(box).toHaveValue('');
  await box.fill(opening);
  await publish(page);

  const after = await project.readSaved(file, before);
  expect(after).toBe(`${before.slice(0, before.length - body.length)}${gap}${opening}\n\n${body.slice(gap.length)}`);
  await expectCheckPasses(project);
});

test('text the content check cannot read is refused as it is typed, in the check’s words, and nothing is saved', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { file, slug } = officerProfiles()[0]!;
  const before = project.read(file);
  const body = bodyOf(file);
  const sentence = everyText(splitBlocks(body))
    .map((text) => /[^\n.<>{}]*[a-z]{4}[^\n.<>{}]*\./.exec(text)?.[0])
    .find(Boolean)!;
  // A brace opened in ordinary text: MDX reads it as the start of an expression.
  const problem = pageTextProblem(body.replace(sentence, `${sentence} {`));
  expect(problem).toBeDefined();

  await goToEntry(page, `/collections/pages/entries/${slug}`);
  await typeAfterText(page, sentence, ' {');
  const form = page.locator('.page-text');
  await expect(form.getByRole('alert')).toHaveText(problem!);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await expect(page.locator('[class*=ControlErrorsList] li').first()).toHaveText(problem!);
  expect(project.read(file), 'nothing saved').toBe(before);
  // Taken out again, the text reads.
  const box = await pageTextBox(page, `${sentence} {`);
  await box.fill((await box.inputValue()).replace(`${sentence} {`, sentence));
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test("a link in a sentence is a chip, opened by keyboard: its page is picked from the site's pages, and only its href changes in the file", async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { file, slug, link, pages } = await pageWithPageLink();
  const before = project.read(file);
  const href = hrefOf(link)!;
  const other = pages.find((p) => p.value !== href)!.value;

  await goToEntry(page, `/collections/pages/entries/${slug}`);
  const form = page.locator('.page-text');
  const chip = form.getByRole('button', { name: chipLabel(link), exact: true }).first();
  await expect(chip).toBeVisible();
  await chip.focus();
  await page.keyboard.press('Enter');
  await expect(chip).toHaveAttribute('aria-expanded', 'true');
  const panel = form.getByRole('group', { name: chipLabel(link) });
  await expect(panel.getByLabel('Leads to')).toBeFocused();
  await expect(panel.getByLabel('Leads to')).toHaveValue('page');
  const picker = panel.getByLabel('Page', { exact: true });
  await expect(picker).toHaveValue(href);
  await picker.selectOption(other);
  // The panel and its chip are named after the page now picked.
  const changed = chipLabel({ ...link, open: link.open.replace(href, other) });
  await form.getByRole('group', { name: changed }).getByRole('button', { name: 'Done' }).click();
  await expect(form.getByRole('button', { name: changed, exact: true }).first()).toBeFocused();
  await publish(page);

  const after = await project.readSaved(file, before);
  const at = before.indexOf(link.open);
  expect(after).toBe(before.slice(0, at) + link.open.replace(`href="${href}"`, `href="${other}"`) + before.slice(at + link.open.length));
  await expectCheckPasses(project);
});
