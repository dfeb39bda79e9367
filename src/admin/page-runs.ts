/**
 * A text block's words as the editor's form shows them (page-blocks.ts):
 * runs of Markdown with a chip between them for each component that stands
 * inside a sentence (a link, the session: INLINE_COMPONENTS). Joining the
 * runs gives the text back byte for byte; a chip keeps its tags as written,
 * so a changed setting rewrites only that attribute, as page-blocks does for
 * parts. Pure, so tests import it too.
 */
import {
  attributesOf,
  closingTag,
  emptySettings,
  everyText,
  partProblem,
  readableName,
  withAttribute,
  type ComponentInfo,
  type PageBlocks,
  type PropChoice,
} from './page-blocks.ts';
import { componentTags, INLINE_COMPONENTS } from './page-parts.ts';
import { linkProblem, pageRoute, PENDING } from '../lib/links.ts';

export type TextRun = { kind: 'text'; text: string };
/** `open`: the opening (or self-closing) tag as written; a wrapping chip's words, then `close`. */
export type Chip = { kind: 'chip'; name: string; open: string; words?: string; close?: string };
export type Run = TextRun | Chip;
/** Where the caret stands in a text run (the run's place in the runs), or what it selects. */
export type Caret = { run: number; from: number; to: number };

/**
 * The runs of a text: a text run first, last and between any two chips
 * (empty where nothing stands there), so there is always room to type
 * beside a chip. A tag opened and never closed stays text, as do tags
 * inside a chip's words.
 */
export function splitRuns(text: string): Run[] {
  const tags = componentTags(text);
  const runs: Run[] = [];
  let from = 0;
  tags.forEach((tag, at) => {
    if (tag.start < from || tag.kind === 'close' || !INLINE_COMPONENTS.includes(tag.name)) return;
    const close = tag.kind === 'open' ? closingTag(tags, at) : undefined;
    if (tag.kind === 'open' && !close) return;
    runs.push({ kind: 'text', text: text.slice(from, tag.start) });
    const chip: Chip = { kind: 'chip', name: tag.name, open: text.slice(tag.start, tag.end) };
    if (close) {
      chip.words = text.slice(tag.end, close.start);
      chip.close = text.slice(close.start, close.end);
    }
    runs.push(chip);
    from = close?.end ?? tag.end;
  });
  runs.push({ kind: 'text', text: text.slice(from) });
  return runs;
}

export const chipSource = (chip: Chip) => chip.open + (chip.words ?? '') + (chip.close ?? '');

export const joinRuns = (runs: Run[]): string => runs.map((run) => (run.kind === 'text' ? run.text : chipSource(run))).join('');

/** Every chip of the blocks' text, those in parts' words too. */
export const everyChip = (page: PageBlocks): Chip[] => everyText(page).flatMap((text) => splitRuns(text).filter((run) => run.kind === 'chip'));

/** A new chip of a component: its required settings empty, to be chosen; a wrapping one around `words`. */
export function newChip(component: ComponentInfo, words = ''): Chip {
  const attributes = emptySettings(component);
  if (!component.wraps) return { kind: 'chip', name: component.name, open: `<${component.name}${attributes} />` };
  return { kind: 'chip', name: component.name, open: `<${component.name}${attributes}>`, words, close: `</${component.name}>` };
}

/** The runs with `chip` at the caret: a wrapping chip takes the selected words as its own (if any), another goes after them. */
export function withChipInserted(runs: Run[], caret: Caret, chip: Chip): Run[] {
  const { text } = runs[caret.run] as TextRun;
  const wraps = chip.close !== undefined && caret.to > caret.from;
  const [before, after] = wraps ? [text.slice(0, caret.from), text.slice(caret.to)] : [text.slice(0, caret.to), text.slice(caret.to)];
  const placed = wraps ? { ...chip, words: text.slice(caret.from, caret.to) } : chip;
  return [...runs.slice(0, caret.run), { kind: 'text', text: before }, placed, { kind: 'text', text: after }, ...runs.slice(caret.run + 1)];
}

/** The runs without the chip at `at`; a link's words stay in the sentence as text. */
export function withChipRemoved(runs: Run[], at: number): Run[] {
  const chip = runs[at] as Chip;
  const joined = (runs[at - 1] as TextRun).text + (chip.words ?? '') + (runs[at + 1] as TextRun).text;
  return [...runs.slice(0, at - 1), { kind: 'text', text: joined }, ...runs.slice(at + 2)];
}

export const withRunChanged = (runs: Run[], at: number, run: Run): Run[] => runs.map((r, i) => (i === at ? run : r));

/** A chip's words as an editor reads them: on one line, without tags. */
export const plainWords = (chip: Chip) =>
  (chip.words ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Where a link leads, as its tag writes it (undefined when it is worked out by an expression, or missing). */
export function hrefOf(chip: Chip): string | undefined {
  const href = attributesOf(chip.open).find((attribute) => attribute.name === 'href');
  return href && !href.expression && typeof href.value === 'string' ? href.value : undefined;
}

/** The opening tag leading elsewhere: the attribute rewritten where it stands, kept (empty) while a page is still to be chosen. */
export function withHref(open: string, href: string): string {
  const existing = attributesOf(open).find((attribute) => attribute.name === 'href');
  if (existing && href === '') return `${open.slice(0, existing.start)}href=""${open.slice(existing.end)}`;
  return withAttribute(open, 'href', href);
}

/** The pages a link may lead to, by route ("/fee-structure"), from its `href` prop's choices (the English pages' ids). */
export const linkPages = (link: ComponentInfo | undefined): PropChoice[] =>
  (link?.props.find((prop) => prop.name === 'href')?.choices ?? []).map((choice) => ({ value: pageRoute(choice.value), label: choice.label }));

/** What a link leads to, as its form offers it: a page picked from the site's pages, another address typed, or a page not yet published. */
export type LinkTarget = 'page' | 'address' | 'pending';
export function linkTarget(href: string, pages: PropChoice[]): LinkTarget {
  if (href === PENDING) return 'pending';
  return href === '' || pages.some((page) => page.value === href) ? 'page' : 'address';
}

/** A chip's name on its button: "Link: fee structure (to /fee-structure)", "Session". Words, not an arrow: not every font has one. */
export function chipLabel(chip: Chip): string {
  const words = plainWords(chip);
  if (chip.name !== 'Link') return `${readableName(chip.name)}${words ? `: ${words}` : ''}`;
  const href = hrefOf(chip);
  const to = href === PENDING ? 'not yet published' : href || 'no page chosen yet';
  return `Link: ${words || 'no words yet'} (to ${to})`;
}

/** What keeps a chip from being published: a link with no words or a target the site refuses (src/lib/links.ts), a setting not chosen. */
export function chipProblem(chip: Chip, component: ComponentInfo | undefined): string | undefined {
  if (chip.name !== 'Link') return partProblem({ kind: 'part', gap: '', name: chip.name, open: chip.open }, component);
  const words = plainWords(chip);
  const link = words ? `Link "${words}"` : 'A new link';
  const written = attributesOf(chip.open).find((attribute) => attribute.name === 'href');
  if (!words && chip.close !== undefined) return `${link}: write the words it shows`;
  if (written?.expression) return undefined;
  const href = hrefOf(chip) ?? '';
  if (href === '') return `${link}: choose the page it leads to`;
  const problem = linkProblem(href);
  return problem ? `${link}: ${problem}` : undefined;
}
