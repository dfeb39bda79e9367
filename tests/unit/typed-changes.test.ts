/**
 * What an editor types in a data entry's form, as the preview draws it on a
 * page (src/admin/typed-changes.ts): each value changed where it stands, in
 * the words of the page's language. Read from the real programmes,
 * documents, people and Hindi dictionaries.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../src/content-io/content-files.ts';
import { changedValues, itemChanges, itemOverTemplate, itemTexts, shownChanges } from '../../src/admin/typed-changes.ts';
import { hindiLines } from '../../scripts/lib/translations/hindi-gaps.mjs';
import { rupees, totalFee } from '../../src/lib/money.ts';

type Programme = { id: string; annualFees: number[] | 'pending' };
const programmes = readDataFile<Programme[]>('programmes.yaml');
const documents = readDataFile<{ id: string; title: string }[]>('documents.yaml');
const { schemes } = readDataFile<{ schemes: { name: string; href: string }[] }>('scholarships.yaml');
const hindi = hindiLines(process.cwd()) as Record<string, string>;
const lineOf = (english: string) => hindi[english];

describe('the values typed in a form', () => {
  it('are the values changed where they stand: a fee of one programme', () => {
    const index = programmes.findIndex((p) => Array.isArray(p.annualFees));
    const fees = programmes[index]!.annualFees as number[];
    const typed = programmes.map((p, i) => (i === index ? { ...p, annualFees: [fees[0]! + 5000, ...fees.slice(1)] } : p));
    const [change, total] = changedValues(programmes, typed);
    expect(changedValues(programmes, typed)).toHaveLength(2);
    expect(change).toMatchObject({ from: fees[0], to: fees[0]! + 5000 });
    // The total pages add up from the yearly fees changes with them, beside the same texts.
    expect(total).toEqual({ from: totalFee(fees), to: totalFee(fees)! + 5000, beside: change!.beside });
    // Beside it, the programme's own texts (its name): where a page shows this fee, not another programme's equal one.
    expect(change!.beside).toContain((programmes[index] as Programme & { name: string }).name);
    // As pages write a fee, in each language.
    for (const lang of ['en', 'hi'] as const) {
      expect(shownChanges([change!], lang, lineOf)).toContainEqual(
        expect.objectContaining({ from: rupees(fees[0]!, lang), to: rupees(fees[0]! + 5000, lang) }),
      );
    }
  });

  it('say which of equal values in a list changed: the second year of equal fees', () => {
    const changes = changedValues({ name: 'A programme', annualFees: [100000, 100000, 100000] }, { name: 'A programme', annualFees: [100000, 105000, 100000] });
    expect(changes).toEqual([
      { from: 100000, to: 105000, beside: ['A programme'], nth: 1 },
      { from: 300000, to: 305000, beside: ['A programme'] },
    ]);
    expect(shownChanges(changes, 'en', lineOf)[0]).toMatchObject({ from: rupees(100000), nth: 1 });
  });

  it('change no total when the fees become pending, or come back from it', () => {
    const programme = { name: 'A programme', annualFees: [100000, 100000] };
    expect(changedValues(programme, { ...programme, annualFees: 'pending' })).toEqual([]);
    expect(changedValues({ ...programme, annualFees: 'pending' }, programme)).toEqual([]);
  });

  it('pair list items by their id: an item added at the top changes no other, a title changed is one change', () => {
    const added = [{ id: 'editor-test', title: 'Editor test notice' }, ...documents];
    expect(changedValues(documents, added)).toEqual([]);
    const retitled = documents.map((d, i) => (i === 1 ? { ...d, title: `${d.title} (revised)` } : d));
    expect(changedValues(documents, retitled)).toEqual([expect.objectContaining({ from: documents[1]!.title, to: `${documents[1]!.title} (revised)` })]);
  });

  it('show a renamed text on a Hindi page as the old text’s Hindi giving way to the new one, in English until it has its line', () => {
    const person = readDataFile<Record<string, unknown>>(
      `people/${readdirSync('src/content/data/people').find((f) => hindi[String(readDataFile<{ designation?: string }>(`people/${f}`).designation)])}`,
    );
    const designation = String(person.designation);
    const renamed = `${designation} (editor test)`;
    const changes = changedValues(person, { ...person, designation: renamed });
    expect(shownChanges(changes, 'en', lineOf)).toEqual([expect.objectContaining({ from: designation, to: renamed })]);
    expect(shownChanges(changes, 'hi', lineOf)).toEqual([expect.objectContaining({ from: hindi[designation], to: renamed, english: true })]);
    const withLine = (english: string) => (english === renamed ? 'संपादक परीक्षण' : lineOf(english));
    const [shown] = shownChanges(changes, 'hi', withLine);
    expect(shown).toMatchObject({ from: hindi[designation], to: 'संपादक परीक्षण' });
    expect(shown!.english).toBeUndefined();
    // The person's name is beside it, as the page writes it.
    expect(shown!.beside).toContain(person.name);
  });

  it('leave out what a page could not be searched for: a one-letter text, a value unchanged', () => {
    expect(shownChanges([{ from: 'A', to: 'B', beside: [] }], 'en', lineOf)).toEqual([]);
    expect(changedValues({ a: 'x', b: [1, 2] }, { a: 'x', b: [1, 2] })).toEqual([]);
  });
});

describe('the items added to a list in a form or removed from it', () => {
  const added = { name: 'Editor test scholarship', href: 'pending' };

  it('are an item added, with the saved item it follows, which the page draws as it would draw it', () => {
    const changes = itemChanges({ schemes }, { schemes: [...schemes, added] });
    const last = schemes.at(-1)!;
    const template = [...schemes].reverse().find((scheme) => (scheme.href === 'pending') === (added.href === 'pending'));
    expect(changes).toEqual([{ kind: 'added', item: added, neighbour: last, template, after: true, others: schemes }]);
    expect(changedValues({ schemes }, { schemes: [...schemes, added] })).toEqual([]);
  });

  it('are drawn as the nearest item of their shape: a scheme with a link as one with a link, not one whose link is pending', () => {
    for (const href of ['pending', 'https://example.org/scheme']) {
      const [change] = itemChanges({ schemes }, { schemes: [...schemes, { ...added, href }] });
      const withLink = (scheme: { href: string }) => scheme.href.startsWith('https://');
      expect(withLink(change!.template as { href: string }), href).toBe(withLink({ href }));
      expect(change!.neighbour).toEqual(schemes.at(-1));
    }
  });

  it('are an item added at the top of a list of ids, drawn before the item it comes before, moving no other', () => {
    const [change] = itemChanges(documents, [{ id: 'editor-test', title: 'Editor test notice' }, ...documents]);
    expect(change).toMatchObject({ kind: 'added', neighbour: documents[0], after: false });
  });

  it('are an item removed, with the list’s other items, which tell where its drawing ends', () => {
    const rest = schemes.filter((_, i) => i !== 1);
    expect(itemChanges({ schemes }, { schemes: rest })).toEqual([{ kind: 'removed', item: schemes[1], others: rest }]);
  });

  it('leave a changed item a change of its values when another is added beside it', () => {
    const renamed = schemes.map((scheme, i) => (i === 0 ? { ...scheme, name: `${scheme.name} (revised)` } : scheme));
    expect(itemChanges({ schemes }, { schemes: [...renamed, added] })).toEqual([expect.objectContaining({ kind: 'added', item: added })]);
    expect(changedValues({ schemes }, { schemes: [...renamed, added] })).toEqual([
      expect.objectContaining({ from: schemes[0]!.name, to: `${schemes[0]!.name} (revised)` }),
    ]);
  });

  it('are none when the lists hold the same items, or plain values (a year of fees added)', () => {
    expect(itemChanges({ schemes }, { schemes: schemes.map((scheme) => ({ ...scheme })) })).toEqual([]);
    expect(itemChanges({ annualFees: [100000] }, { annualFees: [100000, 100000] })).toEqual([]);
  });

  it('draw a new item over its neighbour’s drawing: each text giving way to the new one’s, in English on a Hindi page until it has its line', () => {
    const template = schemes.find((scheme) => hindi[scheme.name])!;
    expect(itemOverTemplate(template, added, 'en', lineOf)).toContainEqual(expect.objectContaining({ from: template.name, to: added.name }));
    expect(itemOverTemplate(template, added, 'hi', lineOf)).toContainEqual(
      expect.objectContaining({ from: hindi[template.name], to: added.name, english: true }),
    );
    // What finds the neighbour on a Hindi page: its name as the page writes it.
    expect(itemTexts(template, 'hi', lineOf)).toContain(hindi[template.name]);
  });
});
