/**
 * The Hindi of an entry's texts follows it from the form: an English text
 * renamed in the editor keeps its Hindi (the form finds what an edit renames,
 * src/admin/entry-check.ts renamedTexts, and each new text gets the Hindi of
 * the text it replaced), and Hindi typed in the form for a new text is written
 * to the dictionary of the entry's area (src/admin/hindi-follows.ts). Read from
 * the real people files and their Hindi dictionary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDictionary, readYaml } from '../../src/admin/formats.ts';
import { formProblems, hindiAreas, renamedTexts, shownTextsOf } from '../../src/admin/entry-check.ts';
import { withHindiLines, withLineFor } from '../../src/admin/hindi-follows.ts';

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

describe('Hindi typed in a form for a new English text', () => {
  it('is asked for by the text: the form names each new text without Hindi once', () => {
    const gaps = formProblems('people', { ...person, designation: renamed, office: renamed }).filter((p) => p.hindiFor);
    expect(gaps.length).toBeGreaterThan(0);
    expect(new Set(gaps.map((p) => p.hindiFor))).toEqual(new Set([renamed]));
  });

  it('goes by default to the dictionary that translates most of the entry’s other texts', () => {
    const texts = shownTextsOf('people', person);
    expect(texts).toContain(designation);
    const { dictionaries, area } = hindiAreas(texts);
    expect(dictionaries).toContain(DICTIONARY);
    const held = (file: string) => texts.filter((text) => text in (readYaml(readFileSync(file, 'utf8')) as object)).length;
    for (const file of dictionaries) expect(held(area!)).toBeGreaterThanOrEqual(held(file));
    expect(hindiAreas(['A text no dictionary translates']).area).toBeUndefined();
  });

  it('adds one line at the end for a new text, and changes a line in place, keeping the rest of the file', () => {
    const added = withHindiLines(dictionaryText, { [renamed]: 'संपादक परीक्षण' });
    expect(added.startsWith(dictionaryText.trimEnd())).toBe(true);
    expect(added.slice(dictionaryText.trimEnd().length).trim().split('\n')).toHaveLength(1);
    expect(readYaml(added)).toEqual({ ...hindi, [renamed]: 'संपादक परीक्षण' });

    const changed = withHindiLines(dictionaryText, { [designation]: 'संपादक परीक्षण' });
    const [before, after] = [dictionaryText.split('\n'), changed.split('\n')];
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toHaveLength(1);
    expect((readYaml(changed) as Record<string, string>)[designation]).toBe('संपादक परीक्षण');
  });
});
