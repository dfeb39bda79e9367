/**
 * A text block's links and session as chips (src/admin/page-runs.ts): every
 * text of every page, in both languages, comes back byte for byte from its
 * runs, each link and session a chip; a link's page changed, a chip
 * inserted at the caret or removed writes what an editor would write by
 * hand, and the page can still be read. Texts and links are read from the
 * pages.
 */
import { describe, expect, it } from 'vitest';
import { componentProps } from '../../integrations/mdx-page-components/component-props.mjs';
import { everyText, splitBlocks, type ComponentInfo } from '../../src/admin/page-blocks.ts';
import { componentTags, INLINE_COMPONENTS } from '../../src/admin/page-parts.ts';
import {
  chipLabel,
  chipProblem,
  chipSource,
  everyChip,
  hrefOf,
  joinRuns,
  linkPages,
  linkTarget,
  newChip,
  plainWords,
  splitRuns,
  withChipInserted,
  withChipRemoved,
  withHref,
  withRunChanged,
  type Chip,
  type TextRun,
} from '../../src/admin/page-runs.ts';
import { pageTextProblem } from '../../src/admin/page-syntax.ts';
import { readPageFiles } from '../../src/content-io/content-files.ts';

const pages = readPageFiles();
const allTexts = pages.flatMap(({ file, body }) => everyText(splitBlocks(body)).map((text) => ({ file, body, text })));
const components = componentProps() as ComponentInfo[];
const byName = new Map(components.map((c) => [c.name, c]));
const link = byName.get('Link')!;
const sitePages = linkPages(link);

/** The first text with a link to a page of the site, the link's place in the runs and the runs. */
function textWithPageLink() {
  for (const { file, body, text } of allTexts) {
    const runs = splitRuns(text);
    const at = runs.findIndex((run) => run.kind === 'chip' && run.name === 'Link' && linkTarget(hrefOf(run) ?? '', sitePages) === 'page' && hrefOf(run));
    if (at > 0) return { file, body, text, runs, at, chip: runs[at] as Chip };
  }
  throw new Error('no page links to another page');
}

describe('a text block as runs and chips', () => {
  it.each(allTexts.map(({ file, text }, i) => [`${file} #${i}`, text] as const))('%s comes back byte for byte, each link and session a chip', (_, text) => {
    const runs = splitRuns(text);
    expect(joinRuns(runs)).toBe(text);
    // Text first and last, a chip between any two texts.
    runs.forEach((run, at) => expect(run.kind).toBe(at % 2 ? 'chip' : 'text'));
    const inline = componentTags(text).filter((tag) => INLINE_COMPONENTS.includes(tag.name) && tag.kind !== 'close');
    expect(
      runs.filter((run) => run.kind === 'chip'),
      'the pages write no link inside a link',
    ).toHaveLength(inline.length);
  });

  it('reads every link and session of the pages as the form accepts them', () => {
    const chips = pages.flatMap(({ file, body }) => everyChip(splitBlocks(body)).map((chip) => ({ file, chip })));
    expect(new Set(chips.map(({ chip }) => chip.name))).toEqual(new Set(INLINE_COMPONENTS));
    for (const { file, chip } of chips) expect(chipProblem(chip, byName.get(chip.name)), `${file}: ${chipSource(chip)}`).toBeUndefined();
  });

  it('offers the English pages as the pages a link leads to, by route', () => {
    expect(sitePages.length).toBeGreaterThan(10);
    for (const { value } of sitePages) expect(value).toMatch(/^\/[a-z0-9/-]*$/i);
    expect(sitePages.map((p) => p.value)).toContain('/');
  });

  it('names a chip by what it is, a link by its words and where it leads', () => {
    const { chip } = textWithPageLink();
    expect(chipLabel(chip)).toBe(`Link: ${plainWords(chip)} (to ${hrefOf(chip)})`);
    const session = pages.flatMap(({ body }) => everyChip(splitBlocks(body))).find((c) => c.name === 'Session')!;
    expect(chipLabel(session)).toBe('Session');
  });

  it('a link led to another page rewrites only its href, and the page still reads', () => {
    const { body, text, runs, at, chip } = textWithPageLink();
    const href = hrefOf(chip)!;
    const other = sitePages.find((p) => p.value !== href)!.value;
    const changed = joinRuns(withRunChanged(runs, at, { ...chip, open: withHref(chip.open, other) }));
    const start = text.indexOf(chip.open);
    expect(changed).toBe(text.slice(0, start) + chip.open.replace(`href="${href}"`, `href="${other}"`) + text.slice(start + chip.open.length));
    expect(pageTextProblem(body.replace(text, changed))).toBeUndefined();
  });

  it('inserts a link around the selected words and the session at the caret, as they are written by hand', () => {
    const { body, text, runs, at } = textWithPageLink();
    // The first word of the text before the link.
    const before = runs[at - 1] as TextRun;
    const word = /[\p{L}]{3,}/u.exec(before.text);
    expect(word, 'the text before the link has a word').not.toBeNull();
    const from = word!.index;
    const to = from + word![0].length;
    const offset = joinRuns(runs.slice(0, at - 1)).length;

    const linked = withChipInserted(runs, { run: at - 1, from, to }, newChip(link));
    const written = joinRuns(linked);
    expect(written).toBe(`${text.slice(0, offset + from)}<Link href="">${word![0]}</Link>${text.slice(offset + to)}`);
    const added = linked[at] as Chip;
    expect(chipProblem(added, link)).toMatch(/choose the page it leads to/);
    const led = joinRuns(withRunChanged(linked, at, { ...added, open: withHref(added.open, sitePages[0]!.value) }));
    expect(led).toContain(`<Link href="${sitePages[0]!.value}">${word![0]}</Link>`);
    expect(pageTextProblem(body.replace(text, led))).toBeUndefined();

    const session = joinRuns(withChipInserted(runs, { run: at - 1, from: to, to }, newChip(byName.get('Session')!)));
    expect(session).toBe(`${text.slice(0, offset + to)}<Session />${text.slice(offset + to)}`);
    expect(pageTextProblem(body.replace(text, session))).toBeUndefined();
  });

  it('a new link needs its words and its page before it can be published', () => {
    const empty = newChip(link);
    expect(chipSource(empty)).toBe('<Link href=""></Link>');
    expect(chipProblem(empty, link)).toBe('A new link: write the words it shows');
    expect(chipProblem({ ...empty, words: 'Fees' }, link)).toBe('Link "Fees": choose the page it leads to');
    expect(chipProblem({ ...empty, words: 'Fees', open: withHref(empty.open, 'http://x.example') }, link)).toMatch(/^Link "Fees": .*https/);
    expect(linkTarget('pending', sitePages)).toBe('pending');
    expect(linkTarget('https://www.ugc.gov.in/', sitePages)).toBe('address');
  });

  it('removes a link keeping its words, and the session entirely', () => {
    const { text, runs, at, chip } = textWithPageLink();
    expect(joinRuns(withChipRemoved(runs, at))).toBe(text.replace(chipSource(chip), chip.words!));
    const withSession = allTexts.map(({ text }) => text).find((t) => t.includes('<Session />'))!;
    const sessionRuns = splitRuns(withSession);
    const place = sessionRuns.findIndex((run) => run.kind === 'chip' && run.name === 'Session');
    expect(joinRuns(withChipRemoved(sessionRuns, place))).toBe(withSession.replace('<Session />', ''));
  });

  it('leaves a tag opened and never closed as text', () => {
    expect(splitRuns('A <Link href="/a">never closed.')).toEqual([{ kind: 'text', text: 'A <Link href="/a">never closed.' }]);
  });
});
