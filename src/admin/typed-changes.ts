/**
 * What an editor has typed in a data entry's form, as a page shows it: each
 * text or number changed where it stands, in the words a page of a language
 * uses for it (the Hindi of a text from the dictionaries, a fee as rupees),
 * so the preview can draw the change over the page (data-preview.ts).
 * A figure pages compute from a field (a programme's total fee) changes with
 * it. Each change carries its item's other texts, so the preview draws a fee
 * beside its programme's name, not every equal fee. An item added to a list or
 * removed from it is an item change: the preview draws a new item as the page
 * draws the item it follows, with its own texts, and strikes out one removed.
 */
import { formatNumber, rupees, totalFee } from '../lib/money.ts';
import type { Lang } from '../lib/languages.ts';

type Leaf = string | number;
/**
 * A value of the entry changed where it stands: what its file holds, what the form holds now, and the other texts
 * of the item it belongs to (a programme's name beside its fee), which tell where a page shows it.
 */
export type Change = { from: Leaf; to: Leaf; beside: string[]; nth?: number };
/**
 * A change as a page shows it, with the item's other texts as the page shows them; `english` marks a new text that
 * a Hindi page shows in English until its Hindi is written.
 */
export type ShownChange = { from: string; to: string; beside: string[]; nth?: number; english?: true };

const isLeaf = (value: unknown): value is Leaf => typeof value === 'string' || typeof value === 'number';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (item: unknown) => (isRecord(item) && typeof item.id === 'string' ? item.id : undefined);

/** The figures pages compute from a field, by the components' own functions: a programme's total from its yearly fees. */
const DERIVED_FIGURES: Record<string, (value: unknown) => number | null> = {
  annualFees: (fees) => (Array.isArray(fees) && fees.every((fee) => typeof fee === 'number') ? totalFee(fees) : null),
};

/** A derived figure that the typed value changes, beside the item's own texts. */
function derivedChanges(saved: Record<string, unknown>, typed: Record<string, unknown>, beside: string[]): Change[] {
  return Object.entries(DERIVED_FIGURES).flatMap(([key, derive]) => {
    const [from, to] = [derive(saved[key]), derive(typed[key])];
    return from !== null && to !== null && from !== to ? [{ from, to, beside }] : [];
  });
}

/** Whether two values hold the same, whatever the order of their keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    return keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length && keys.every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

/** The indexes of `list` that no pair holds on its `side` (0: saved, 1: typed). */
const unpaired = (list: unknown[], pairs: [number, number][], side: 0 | 1) => [...list.keys()].filter((i) => !pairs.some((pair) => pair[side] === i));

/**
 * The items of a list as saved and as typed that are one item: paired by their id where they have one (an item
 * added at the top moves the others); by position while the lists are as long; else the items left as they were,
 * in order, and then those changed, in order. What is left over was added or removed (indexes into each list).
 */
function pairedItems(saved: unknown[], typed: unknown[]): { pairs: [number, number][]; added: number[]; removed: number[] } {
  let pairs: [number, number][];
  if (saved.every(idOf) && typed.every(idOf)) {
    pairs = saved.flatMap((item, i): [number, number][] => {
      const j = typed.findIndex((other) => idOf(other) === idOf(item));
      return j === -1 ? [] : [[i, j]];
    });
  } else if (saved.length === typed.length) {
    pairs = saved.map((_, i) => [i, i]);
  } else {
    pairs = [];
    let from = 0;
    for (const [j, item] of typed.entries()) {
      const i = saved.findIndex((other, k) => k >= from && sameValue(other, item));
      if (i === -1) continue;
      pairs.push([i, j]);
      from = i + 1;
    }
    const [savedLeft, typedLeft] = [unpaired(saved, pairs, 0), unpaired(typed, pairs, 1)];
    pairs.push(...savedLeft.slice(0, typedLeft.length).map((i, n): [number, number] => [i, typedLeft[n]!]));
  }
  return { pairs, added: unpaired(typed, pairs, 1), removed: unpaired(saved, pairs, 0) };
}

/**
 * The values of `typed` that differ from `saved` at the same place, in the items of a list that are one item
 * (`pairedItems`). A list of plain values that grew or shrank (a year of fees added) changes no value where it stands.
 */
export function changedValues(saved: unknown, typed: unknown, beside: string[] = []): Change[] {
  if (isLeaf(saved) && isLeaf(typed)) return saved === typed ? [] : [{ from: saved, to: typed, beside }];
  if (Array.isArray(saved) && Array.isArray(typed)) {
    if (saved.length !== typed.length || (saved.every(idOf) && typed.every(idOf))) {
      if (![...saved, ...typed].every(isRecord)) return [];
      return pairedItems(saved, typed).pairs.flatMap(([i, j]) => changedValues(saved[i], typed[j], beside));
    }
    // A value the list holds more than once (the same fee each year): which of them changed.
    const nth = (i: number) => saved.slice(0, i).filter((other) => other === saved[i]).length;
    return saved.flatMap((item, i) => changedValues(item, typed[i], beside).map((change) => (isLeaf(item) && nth(i) ? { ...change, nth: nth(i) } : change)));
  }
  if (isRecord(saved) && isRecord(typed)) {
    // The item's own texts that stay as they were: what a page shows beside the change.
    const own = Object.keys(saved).flatMap((key) => (typeof saved[key] === 'string' && saved[key] === typed[key] ? [saved[key]] : []));
    const near = own.length ? own : beside;
    return [...Object.keys(saved).flatMap((key) => changedValues(saved[key], typed[key], near)), ...derivedChanges(saved, typed, near)];
  }
  return [];
}

/** A figure as pages write it: a fee as rupees; a number of four digits or more grouped as Indians write it. */
const numberForms = (from: number, to: number, lang: Lang): Omit<ShownChange, 'beside'>[] => [
  { from: rupees(from, lang), to: rupees(to, lang) },
  ...(Math.abs(from) >= 1000 ? [{ from: formatNumber(from, lang), to: formatNumber(to, lang) }] : []),
];

/**
 * The changes as a page in `lang` shows them, longest first (so a longer text is drawn before a shorter one inside
 * it). `hindi` gives a text's line in the Hindi dictionaries: a Hindi page shows the old text's Hindi, and the new
 * text's Hindi once it has a line, else the new text in English. A text of one letter is too common to find.
 */
export function shownChanges(changes: Change[], lang: Lang, hindi: (english: string) => string | undefined): ShownChange[] {
  const inLang = (text: string) => (lang === 'en' ? text : (hindi(text) ?? text));
  const shown = changes.flatMap(({ from, to, beside: texts, nth }): ShownChange[] => {
    const where = { beside: texts.filter((text) => text.trim().length > 2).map(inLang), ...(nth ? { nth } : {}) };
    if (typeof from === 'number' && typeof to === 'number') return numberForms(from, to, lang).map((form) => ({ ...form, ...where }));
    const [before, after] = [String(from), String(to)];
    if (before.trim().length < 2) return [];
    if (lang === 'en') return [{ from: before, to: after, ...where }];
    const translated = hindi(after);
    const english = translated || !/[A-Za-z]/.test(after) ? {} : { english: true as const };
    return [{ from: inLang(before), to: translated ?? after, ...where, ...english }];
  });
  return shown.filter(({ from, to }) => from !== to).sort((a, b) => b.from.length - a.from.length);
}

export type Item = Record<string, unknown>;
/**
 * An item added to a list of the entry or removed from it. A new item is drawn beside the saved item it follows in
 * the list (`after`), else the one it comes before (`neighbour`), as the page draws the nearest saved item of its
 * shape (`template`: a scheme with a link like one with a link, not one whose link is pending). `others` are the
 * list's other saved items, which tell where the page's drawing of one item ends.
 */
export type ItemChange = { kind: 'added' | 'removed'; item: Item; neighbour?: Item; template?: Item; after?: boolean; others: Item[] };

/** What decides how a page draws a value, beside its words: links, flags, lists, numbers and which fields it has. */
const shapeOf = (value: unknown): unknown => {
  if (typeof value === 'string') return /^(https?:|\/)/.test(value) ? 'link' : value === 'pending' ? value : 'text';
  if (Array.isArray(value)) return 'list';
  if (isRecord(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf(value[key])]),
    );
  return typeof value === 'boolean' ? value : typeof value;
};

/** The items added to the entry's lists of items, or removed from them, at any depth. */
export function itemChanges(saved: unknown, typed: unknown): ItemChange[] {
  if (isRecord(saved) && isRecord(typed)) return Object.keys(saved).flatMap((key) => itemChanges(saved[key], typed[key]));
  if (!Array.isArray(saved) || !Array.isArray(typed) || ![...saved, ...typed].every(isRecord)) return [];
  const { pairs, added, removed } = pairedItems(saved, typed);
  const others = (except: number[]) => saved.filter((_, i) => !except.includes(i));
  const savedOf = (j: number) => pairs.find(([, t]) => t === j)?.[0];
  const addedItems = added.map((j): ItemChange => {
    // The saved items before it, nearest first, then those after it.
    const before = typed
      .slice(0, j)
      .flatMap((_, k) => savedOf(k) ?? [])
      .reverse();
    const after = typed.slice(j + 1).flatMap((_, k) => savedOf(j + 1 + k) ?? []);
    const neighbour = before[0] ?? after[0];
    if (neighbour === undefined) return { kind: 'added', item: typed[j], others: others([]) };
    const shape = JSON.stringify(shapeOf(typed[j]));
    const template = [...before, ...after].find((i) => JSON.stringify(shapeOf(saved[i])) === shape) ?? neighbour;
    return { kind: 'added', item: typed[j], neighbour: saved[neighbour], template: saved[template], after: before.length > 0, others: others([]) };
  });
  const removedItems = removed.map((i): ItemChange => ({ kind: 'removed', item: saved[i], others: others(removed) }));
  return [...pairs.flatMap(([i, j]) => itemChanges(saved[i], typed[j])), ...removedItems, ...addedItems];
}

/** The texts of an item (at any depth) a page may show, as a page in `lang` shows them: what finds it on the page. */
export function itemTexts(item: unknown, lang: Lang, hindi: (english: string) => string | undefined): string[] {
  if (typeof item === 'string') return item.trim().length > 2 ? [lang === 'en' ? item : (hindi(item) ?? item)] : [];
  if (Array.isArray(item)) return item.flatMap((value) => itemTexts(value, lang, hindi));
  return isRecord(item) ? Object.values(item).flatMap((value) => itemTexts(value, lang, hindi)) : [];
}

/**
 * A new item as a page in `lang` shows it, over the drawing of `template`: each text and figure of the template
 * giving way to the new item's at the same place (nothing where it has none), longest first. On a Hindi page a new
 * text without its Hindi line stays English (`english`), as the site would show it.
 */
export function itemOverTemplate(template: unknown, item: unknown, lang: Lang, hindi: (english: string) => string | undefined): ShownChange[] {
  const typed = new Map(leavesOf(item));
  const changes = leavesOf(template).flatMap(([path, from]): Change[] => {
    const to = typed.get(path) ?? (typeof from === 'string' ? '' : undefined);
    return to === undefined ? [] : [{ from, to, beside: [] }];
  });
  return shownChanges(changes, lang, hindi);
}

/** Each plain value of `value` with its path: where the same value of another item of the same kind stands. */
export const leavesOf = (value: unknown, path = ''): [string, Leaf][] => {
  if (isLeaf(value)) return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((inner, i) => leavesOf(inner, `${path}/${i}`));
  return isRecord(value) ? Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, `${path}/${key}`)) : [];
};
