/**
 * An English text renamed in the editor keeps its Hindi: the form finds what
 * an edit renames (src/admin/entry-check.ts, renamedTexts) and each new text
 * gets the Hindi of the text it replaced (src/admin/hindi-follows.ts). Read from
 * the real people files and their Hindi dictionary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDictionary, readYaml } from '../../src/admin/formats.ts';
import { formProblems, renamedTexts } from '../../src/admin/entry-check.ts';
import { withLineFor } from '../../src/admin/hindi-follows.ts';

const PEOPLE = 'src/content/data/people';
const DICTIONARY = 'src/content/data/translations/hi/people.yaml';
const dictionaryText = readFileSync(DICTIONARY, 'utf8');
const hindi = Object.fromEntries(
  (readDictionary(dictionaryText) as { entries: { english: string; translation: string }[] }).entries.map((l) => [l.english, l.translation]),
);

// A person whose designation has its Hindi line.
const person = readdirSync(PEOPLE)
  .map((file) => readYaml(readFileSync(`${PEOPLE}/${file}`, 'utf8')) as Record<string, unknown>)
  .find((values) => typeof values.designation === 'string' && hindi[values.designation])!;
const designation = person.designation as string;
const renamed = `${designation} (Editor test)`;

describe('an English text renamed in a form', () => {
  it('is found as renamed, and only it', () => {
    expect(renamedTexts('people', person, { ...person, designation: renamed })).toEqual([{ from: designation, to: renamed }]);
    expect(renamedTexts('people', person, person)).toEqual([]);
  });

  it('is not renamed when the old text is still shown elsewhere in the entry, or the new one was already there', () => {
    const office = designation;
    expect(renamedTexts('people', { ...person, office }, { ...person, office, designation: renamed })).toEqual([]);
    expect(renamedTexts('people', { ...person, office: renamed }, { ...person, office: renamed, designation: renamed })).toEqual([]);
  });

  it('is not Hindi still to write: its line follows it', () => {
    const gaps = (options: Parameters<typeof formProblems>[2]) =>
      formProblems('people', { ...person, designation: renamed }, options).filter((p) => p.warning && p.problem.includes(renamed));
    expect(gaps({})).toHaveLength(1);
    expect(gaps({ renamed: [{ from: designation, to: renamed }] })).toEqual([]);
  });
});

describe('the Hindi of a renamed text', () => {
  it('is copied for the new text beside the old, which other entries may still show: one line is added', () => {
    const changed = withLineFor(dictionaryText, { from: designation, to: renamed })!;
    const before = dictionaryText.split('\n');
    const after = changed.split('\n');
    const at = after.findIndex((line) => line.startsWith(renamed) || line.startsWith(JSON.stringify(renamed)));
    expect(at).toBeGreaterThan(0);
    expect([...after.slice(0, at), ...after.slice(at + 1)]).toEqual(before);
    const lines = (readDictionary(changed) as { entries: { english: string; translation: string }[] }).entries;
    expect(lines).toContainEqual({ english: renamed, translation: hindi[designation] });
    expect(lines).toContainEqual({ english: designation, translation: hindi[designation] });
    expect(lines.findIndex((l) => l.english === renamed)).toBe(lines.findIndex((l) => l.english === designation) + 1);
  });

  it('is left alone when the dictionary has no line for the old text, or has one for the new text', () => {
    expect(withLineFor(dictionaryText, { from: `${renamed} (not in the dictionary)`, to: 'Anything' })).toBeUndefined();
    const [other] = Object.keys(hindi).filter((english) => english !== designation);
    expect(withLineFor(dictionaryText, { from: designation, to: other! })).toBeUndefined();
  });
});
