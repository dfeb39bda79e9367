/**
 * The browser editor's file formats (src/admin/formats.ts): every content
 * file read and written back unchanged is the same file, byte for byte; a
 * change touches only what changed, keeping comments, flow lists and order.
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readDictionary, readList, readPage, readYaml, writeDictionary, writeList, writePage, writeYaml } from '../../src/admin/formats';

const files = (pattern: string) => globSync(pattern, { cwd: 'src/content' }).map((f) => `src/content/${f}`);
const text = (file: string) => readFileSync(file, 'utf8');
/** Lists of entries (programmes, documents…) against single entries, as the loaders read them. */
const isList = (file: string) => Array.isArray(parse(text(file)));

describe('unchanged entries are written back as they were', () => {
  it.each(files('data/**/*.yaml').filter((f) => !f.includes('/translations/')))('%s', (file) => {
    const original = text(file);
    const written = isList(file) ? writeList(readList(original), original) : writeYaml(readYaml(original), original);
    expect(written).toBe(original);
  });
  it.each(files('data/translations/**/*.yaml'))('%s', (file) => {
    const original = text(file);
    expect(writeDictionary(readDictionary(original), original)).toBe(original);
  });
  it.each(files('pages/**/*.mdx'))('%s', (file) => {
    const original = text(file);
    expect(writePage(readPage(original), original)).toBe(original);
  });
});

describe('a change touches only what changed', () => {
  const [programmes] = files('data/programmes.yaml');
  const original = text(programmes!);
  const data = readList(original) as { entries: { annualFees: unknown; name: string }[] };

  it('a new fee replaces the old one in place; every other line stays', () => {
    const index = data.entries.findIndex((p) => Array.isArray(p.annualFees));
    const fees = (data.entries[index]!.annualFees as number[]).map((fee) => fee + 1000);
    const changed = structuredClone(data);
    changed.entries[index]!.annualFees = fees;
    const written = writeList(changed, original);
    const before = original.split('\n');
    const after = written.split('\n');
    expect(after.length).toBe(before.length);
    const differing = after.filter((line, i) => line !== before[i]);
    expect(differing).toHaveLength(1);
    expect(differing[0]).toContain(String(fees[0]));
    expect((parse(written) as { annualFees: unknown }[])[index]!.annualFees).toEqual(fees);
  });

  it('an emptied optional field is removed, not written empty; a new entry is written plainly', () => {
    const changed = structuredClone(data);
    changed.entries.unshift({ ...structuredClone(changed.entries[0]!), name: `${changed.entries[0]!.name} (new)`, annualFees: 'pending' });
    (changed.entries[0] as Record<string, unknown>).admissionRoute = '';
    const written = parse(writeList(changed, original)) as Record<string, unknown>[];
    expect(written[0]).not.toHaveProperty('admissionRoute');
    expect(written.slice(1)).toEqual(parse(original));
    // The file's comments stay at its head.
    expect(writeList(changed, original).startsWith(original.split('\n')[0]!)).toBe(true);
  });

  it('a page body is kept exactly as written; only the changed front matter field differs', () => {
    const [page] = files('pages/fee-structure.mdx');
    const source = text(page!);
    const entry = readPage(source);
    const written = writePage({ ...entry, title: `${String(entry.title)} (edited)` }, source);
    expect(written.slice(written.indexOf('\n---\n'))).toBe(source.slice(source.indexOf('\n---\n')));
    expect(readPage(written).title).toBe(`${String(entry.title)} (edited)`);
  });
});
