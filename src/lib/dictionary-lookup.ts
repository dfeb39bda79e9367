/**
 * How a text from data is looked up in a language's dictionary of data
 * words (src/content/data/translations/<lang>/): the text itself, else the
 * text with the current session written as {session}, so a translation keeps
 * working when the session moves on; else the English text as it is.
 * The build (src/data/translations.ts) and the tests share this rule.
 */
import { fillSessionWith, SESSION_PLACEHOLDER } from './session-placeholder.ts';

export type Translate = (text: string) => string;

// Figures and codes with no Latin letters (900+, 2025-26) read the same in every language.
const LATIN = /[A-Za-z]/;

/** Who hears what a lookup found: each text with no line, and each line (its English, as written) that answered. */
export interface LookUpListeners {
  onMissing?: (text: string) => void;
  onFound?: (line: string) => void;
}

/** A function from English text to the dictionary's text. */
export function lookUp(words: ReadonlyMap<string, string>, session: string, { onMissing, onFound }: LookUpListeners = {}): Translate {
  return (text) => {
    if (!LATIN.test(text)) return text;
    const direct = words.get(text);
    if (direct) {
      onFound?.(text);
      return direct;
    }
    const line = text.replaceAll(session, SESSION_PLACEHOLDER);
    const template = text.includes(session) ? words.get(line) : undefined;
    if (template) {
      onFound?.(line);
      return fillSessionWith(template, session);
    }
    onMissing?.(text);
    return text;
  };
}
