/**
 * Decap's own messages about a form (a field left empty, a value that does
 * not fit, an entry not saved) reach the editor in plain words: each names
 * the field by its label where Decap gives it, says what to do, and no
 * message the form can show speaks of patterns, parsing or persisting.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error Decap's locales ship no types: its English phrases are read as Phrases below.
import en from 'decap-cms-locales/src/en/index.js';
import { PLAIN_MESSAGES, withPlainMessages } from '../../src/admin/plain-messages.ts';

type Phrases = { [key: string]: string | Phrases };
const at = (phrases: Phrases, path: string[]) => path.reduce<Phrases>((p, key) => p[key] as Phrases, phrases);
const FIELD_MESSAGES = ['editor', 'editorControlPane', 'widget'];
const TOASTS = ['ui', 'toast'];
/** What a developer's message says that an editor's does not. */
const DEVELOPER_WORDS = /pattern|persist|parse|regex|oops|acorn|yaml|widget|backend/i;
/** A message's words, without the places Decap fills in (`%{pattern}` is the field's own words of what to write). */
const words = (message: unknown) => String(message).replace(/%\{\w+\}/g, '');

describe('the messages the form shows', () => {
  const merged = withPlainMessages(en as Phrases);

  it('replaces every one of Decap’s messages about a field, naming the field by its label', () => {
    const decap = at(en as Phrases, FIELD_MESSAGES);
    const shown = at(merged, FIELD_MESSAGES);
    for (const [key, message] of Object.entries(decap)) {
      expect(shown[key], key).not.toBe(message);
      expect(words(shown[key]), key).not.toMatch(DEVELOPER_WORDS);
      if (String(message).includes('%{fieldLabel}')) expect(String(shown[key]), key).toMatch(/^%\{fieldLabel\}: /);
    }
  });

  it('says why nothing was saved, with no developer’s words, and keeps Decap’s other phrases', () => {
    const toasts = at(merged, TOASTS);
    for (const key of Object.keys(PLAIN_MESSAGES.ui.toast)) expect(words(toasts[key]), key).not.toMatch(DEVELOPER_WORDS);
    for (const key of Object.keys(at(en as Phrases, TOASTS)).filter((k) => !(k in PLAIN_MESSAGES.ui.toast)))
      expect(toasts[key], key).toBe(at(en as Phrases, TOASTS)[key]);
    expect(at(merged, ['editor', 'editorControlPane'])).toMatchObject({ i18n: at(en as Phrases, ['editor', 'editorControlPane', 'i18n']) });
  });
});
