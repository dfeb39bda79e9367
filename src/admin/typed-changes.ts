/**
 * What an editor has typed in a data entry's form, as a page shows it: each
 * text or number changed where it stands, in the words a page of a language
 * uses for it (the Hindi of a text from the dictionaries, a fee as rupees),
 * so the preview can draw the change over the page (data-preview.ts).
 * A figure pages compute from a field (a programme's total fee) changes with
 * it. An item added or removed changes no value where it stands: it shows once
 * published and built. Each change carries its item's other texts, so the
 * preview draws a fee beside its programme's name, not every equal fee.
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

/**
 * The values of `typed` that differ from `saved` at the same place. List items are paired by their id where they
 * have one (an item added at the top moves the others), else by position while the lists are as long.
 */
export function changedValues(saved: unknown, typed: unknown, beside: string[] = []): Change[] {
  if (isLeaf(saved) && isLeaf(typed)) return saved === typed ? [] : [{ from: saved, to: typed, beside }];
  if (Array.isArray(saved) && Array.isArray(typed)) {
    if (saved.every(idOf) && typed.every(idOf)) {
      return saved.flatMap((item) =>
        changedValues(
          item,
          typed.find((other) => idOf(other) === idOf(item)),
          beside,
        ),
      );
    }
    if (saved.length !== typed.length) return [];
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
