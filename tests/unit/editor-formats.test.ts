/**
 * The browser editor's file formats (src/admin/formats.ts). A file read and
 * written back unchanged is the same file, byte for byte, in the styles the
 * content uses (the fixtures in tests/fixtures/editors/formats: comments,
 * flow lists and groups, anchors, quoted and folded text); every content
 * file, in whatever valid YAML style an editor wrote it, keeps its data; a
 * change touches only what changed.
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/content-io/yaml.ts';
import { readDictionary, readList, readPage, readYaml, writeDictionary, writeList, writePage, writeYaml } from '../../src/admin/formats.ts';

const FIXTURES = 'tests/fixtures/editors/formats';
const text = (file: string) => readFileSync(file, 'utf8');
/** Lists of entries (programmes, documents…) against single entries, as the loaders read them. */
const isList = (original: string) => Array.isArray(parseYaml(original));
/** A YAML content file read by the editor and written back with nothing changed. */
const rewritten = (file: string, original = text(file)) => {
  if (file.includes('translations/') || file.endsWith('dictionary.yaml')) return writeDictionary(readDictionary(original), original);
  return isList(original) ? writeList(readList(original), original) : writeYaml(readYaml(original), original);
};

describe('unchanged entries are written back as they were', () => {
  it.each(['list.yaml', 'single.yaml', 'dictionary.yaml'])('%s', (name) => {
    const file = `${FIXTURES}/${name}`;
    expect(rewritten(file)).toBe(text(file));
  });
  it('page.mdx', () => {
    const original = text(`${FIXTURES}/page.mdx`);
    expect(writePage(readPage(original), original)).toBe(original);
  });
});

describe('every content file keeps its data when written back, whatever its YAML style', () => {
  const content = (pattern: string) => globSync(pattern, { cwd: 'src/content' }).map((f) => `src/content/${f}`);
  it.each(content('data/**/*.yaml'))('%s', (file) => {
    expect(parseYaml(rewritten(file))).toEqual(parseYaml(text(file)));
  });
  it.each(content('pages/**/*.mdx'))('%s', (file) => {
    const original = text(file);
    expect(readPage(writePage(readPage(original), original))).toEqual(readPage(original));
  });
  it('a list rewritten by hand in flow style, with long lines folded', () => {
    const file = `${FIXTURES}/flow.yaml`;
    expect(parseYaml(rewritten(file))).toEqual(parseYaml(text(file)));
  });
});

describe('a change touches only what changed', () => {
  const original = text(`${FIXTURES}/list.yaml`);
  const data = readList(original) as { entries: { id: string; annualFees: unknown; name: string }[] };

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
    expect((parseYaml(written) as { annualFees: unknown }[])[index]!.annualFees).toEqual(fees);
  });

  it('an emptied optional field is removed, not written empty; a new entry is written plainly', () => {
    const changed = structuredClone(data);
    changed.entries.unshift({ ...structuredClone(changed.entries[0]!), name: `${changed.entries[0]!.name} (new)`, annualFees: 'pending' });
    (changed.entries[0] as Record<string, unknown>).admissionRoute = '';
    const written = parseYaml(writeList(changed, original)) as Record<string, unknown>[];
    expect(written[0]).not.toHaveProperty('admissionRoute');
    expect(written.slice(1)).toEqual(parseYaml(original));
    // The file's comments stay at its head.
    expect(writeList(changed, original).startsWith(original.split('\n')[0]!)).toBe(true);
  });

  it('a page body is kept exactly as written; only the changed front matter field differs', () => {
    const source = text(`${FIXTURES}/page.mdx`);
    const entry = readPage(source);
    const written = writePage({ ...entry, title: `${String(entry.title)} (edited)` }, source);
    expect(written.slice(written.indexOf('\n---\n'))).toBe(source.slice(source.indexOf('\n---\n')));
    expect(readPage(written).title).toBe(`${String(entry.title)} (edited)`);
  });

  it('an entry added without an id gets one made from its title, unlike the ids already there', () => {
    const changed = structuredClone(data);
    const [first] = changed.entries;
    changed.entries.push({ ...structuredClone(first!), id: '' });
    changed.entries.push({ ...structuredClone(first!), id: '', name: 'Café Studies: a new one' });
    const ids = (parseYaml(writeList(changed, original)) as { id: string }[]).map((e) => e.id);
    expect(ids.slice(-2)).toEqual([`${first!.id}-2`, 'cafe-studies-a-new-one']);
  });
});
