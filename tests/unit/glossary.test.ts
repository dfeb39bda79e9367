/**
 * The glossary check (scripts/lib/translations/glossary.mjs), on a copy of the real
 * glossary: a Hindi page, a dictionary line or a component's Hindi word that
 * uses a ruled-out variant is reported with its file, line and the word to
 * use; an allowed set phrase, an English key and an inflected form of the
 * right word are not; and the project's own translations pass.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/content-io/yaml.ts';
import { glossaryFile, glossaryProblems } from '../../scripts/lib/translations/glossary.mjs';

interface Term {
  en: string;
  hi: string;
  avoid?: string[];
  allow?: string[];
}
const GLOSSARY = glossaryFile('hi');
const terms: Term[] = parseYaml(readFileSync(GLOSSARY, 'utf8')).terms;
// A Devanagari variant of a term that has a set phrase allowing it (student: छात्र, allowed in पूर्व छात्र).
const withPhrase = terms.find((t) => t.allow?.length && t.avoid?.some((v) => t.allow!.some((phrase) => phrase.includes(v))))!;
const variant = withPhrase.avoid!.find((v) => withPhrase.allow!.some((phrase) => phrase.includes(v)))!;
const phrase = withPhrase.allow!.find((p) => p.includes(variant))!;
// Another term with a variant, for the dictionary and the component.
const other = terms.find((t) => t !== withPhrase && t.avoid?.length && /[\u0900-\u097F]/.test(t.avoid[0]!))!;

const root = mkdtempSync(join(tmpdir(), 'glossary-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};

describe('the glossary check', () => {
  it('passes on the project as it is', () => {
    expect(glossaryProblems(process.cwd())).toEqual([]);
  });

  it('reports each ruled-out variant with its file, line and the preferred word', () => {
    cpSync(GLOSSARY, join(root, GLOSSARY));
    write('src/content/pages/hi/example.mdx', `---\ntitle: उदाहरण\n---\n\n${withPhrase.hi} और ${phrase}।\nयहाँ ${variant} लिखा है।\n`);
    write('src/content/data/translations/hi/example.yaml', `${other.avoid![0]}: ठीक\nWords: ${other.avoid![0]}\n`);
    write('src/components/Example/strings.ts', `export const strings = { hi: { label: '${other.avoid![0]}' } };\n`);

    const problems = glossaryProblems(root);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'src/content/pages/hi/example.mdx', line: 6, field: `"${variant}"`, fix: expect.stringContaining(`"${withPhrase.hi}"`) }),
      expect.objectContaining({ file: 'src/content/data/translations/hi/example.yaml', line: 2, fix: expect.stringContaining(`"${other.hi}"`) }),
      expect.objectContaining({ file: 'src/components/Example/strings.ts', line: 1, fix: expect.stringContaining(`"${other.hi}"`) }),
    ]);
  });
});
