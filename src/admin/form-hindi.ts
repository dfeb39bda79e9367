/**
 * The Hindi a data entry's form gives its texts before Publish: typed in its
 * boxes for new texts, or the Hindi of the text a renamed one replaces (what
 * Publish writes, hindi-follows.ts). The form's check (entry-check-widget.ts)
 * tells it here as it changes; the preview (data-preview.ts) draws Hindi pages
 * with it, as they will read once published.
 */
import type { Renamed } from './entry-check.ts';

let typed: Record<string, string> = {};
let renamed: Renamed[] = [];
const changes = new EventTarget();

/** The form's Hindi now: lines typed for new texts, and the texts renamed. */
export function tellFormHindi(lines: Record<string, string>, renamedTexts: Renamed[]) {
  if (JSON.stringify([lines, renamedTexts]) === JSON.stringify([typed, renamed])) return;
  [typed, renamed] = [lines, renamedTexts];
  changes.dispatchEvent(new Event('change'));
}

/** Told each time the form's Hindi changes; returns the way to stop being told. */
export function whenFormHindiChanges(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}

/** A text's Hindi once the form is published: typed for it, else that of the text it renames, else the dictionaries'. */
export const hindiWithForm =
  (dictionaries: (english: string) => string | undefined) =>
  (english: string): string | undefined => {
    const from = renamed.find(({ to }) => to === english)?.from;
    return typed[english] ?? dictionaries(english) ?? (from === undefined ? undefined : dictionaries(from));
  };
