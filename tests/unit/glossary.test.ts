/**
 * The glossary check (scripts/lib/translations/glossary.mjs), on a copy of the real
 * glossary: a Hindi page, a dictionary line or a component's Hindi word that
 * uses a ruled-out variant, a Latin level code, a straight quote, a hyphen
 * for a dash or a Latin full stop ending a Hindi sentence is reported with
 * its file, line and the fix; an allowed set phrase, an English key, an
 * inflected form of the right word and an abbreviation's dot are not; and the
 * project's own content passes.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { glossaryFile, glossaryProblems, readGlossary, slipsInText } from '../../scripts/lib/translations/glossary.mjs';
import { punctuationSlips } from '../../scripts/lib/translations/hindi-style.mjs';

interface Term {
  en: string;
  hi: string;
  avoid?: string[];
  allow?: string[];
  page?: string;
  inflects?: boolean;
}
const GLOSSARY = glossaryFile('hi');
const terms: Term[] = readGlossary('hi').terms;
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

  it('says the same of one text as of a dictionary line holding it (the editor checks the Hindi typed in a form so)', () => {
    const text = `${other.avoid![0]} की सूचना.`;
    write('src/content/data/translations/hi/example.yaml', `Words: ${text}\n`);
    const line = glossaryProblems(root).filter((p) => p.file.endsWith('example.yaml'));
    expect(line).toHaveLength(2);
    expect(slipsInText(text, 'hi')).toEqual(line.map(({ field, problem, fix }) => ({ field, problem, fix })));
    expect(slipsInText(`${other.hi} की सूचना।`, 'hi')).toEqual([]);
  });
});

describe("the glossary's search pages", () => {
  it('each lead to a page translated into Hindi', () => {
    const pages = terms.flatMap((t) => (t.page ? [t.page] : []));
    expect(pages.length).toBeGreaterThan(0);
    // Here, not in the check: a translation may be missing (missing Hindi is a warning), and then the search simply has no page to lead to.
    expect(pages.filter((page) => !existsSync(`src/content/pages/hi${page === '/' ? '/index' : page}.mdx`))).toEqual([]);
  });
});

describe('the punctuation and style of Hindi text', () => {
  const glossary = readGlossary('hi');
  const abbreviations: string[] = glossary.abbreviations;
  const slips = (text: string, quotes = true) => punctuationSlips(text, { abbreviations, quotes }).map((slip) => slip.problem);

  it.each([
    ['पहले 10 दिखाए गए हैं.', 'a Latin full stop ends a Hindi sentence'],
    ['देखें साइट मैप.', 'a Latin full stop ends a Hindi sentence'],
    ['शुल्क संरचना (नीचे).', 'a Latin full stop ends a Hindi sentence'],
    ['कम से कम 55% अंकों के साथ बी.फ़ार्म।', "the danda took the abbreviation's last dot"],
    ['"नया" लिखा होता है।', 'a straight quote around Hindi words'],
    ['परिसर की फ़ोटो - दीक्षांत समारोह', 'a dash other than the spaced em dash'],
    ['परिसर की फ़ोटो – दीक्षांत समारोह', 'a dash other than the spaced em dash'],
    ['परिसर की फ़ोटो—दीक्षांत समारोह', 'a dash other than the spaced em dash'],
  ])('%j: %s', (text, problem) => expect([...new Set(slips(text))]).toEqual([problem]));

  it.each([
    'कार्यक्रम बी.टेक., एम.बी.ए. और पीएच.डी.',
    `${abbreviations[0]} के हस्ताक्षर से।`,
    'बी.टेक. और बी.फ़ार्म.।',
    '“नया” लिखा होता है।',
    'परिसर की फ़ोटो — दीक्षांत समारोह।',
    'Dr. A. Sample, कुलसचिव।',
    'सत्र 2025-26 के लिए।',
    'Fee structure. Read more.',
  ])('%j passes', (text) => expect(slips(text)).toEqual([]));

  it("leaves a page's prose its straight quotes, which the build makes curly", () => {
    expect(slips('"नया" लिखा होता है।', false)).toEqual([]);
  });

  it("is reported for page text, front matter, data and the components' words, with file and line", () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossary-style-'));
    const put = (file: string, text: string) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    cpSync(GLOSSARY, join(dir, GLOSSARY));
    const levels = terms.find((t) => t.allow?.length && t.avoid?.some((v) => /^[A-Z]+$/.test(v)))!;
    const code = levels.avoid!.find((v) => /^[A-Z]+$/.test(v) && levels.allow!.some((phrase) => phrase.endsWith(` ${v}`)))!;
    const codeName = levels.allow!.find((phrase) => phrase.endsWith(` ${code}`))!;
    put('src/content/pages/hi/example.mdx', `---\ntitle: उदाहरण\ndescription: "परिसर की फ़ोटो - दीक्षांत समारोह।"\n---\n\nयह पृष्ठ अधूरा है.\n${codeName} के अंक।\n`);
    put('src/content/data/translations/hi/example.yaml', `Undergraduate: स्नातक (${code})\nNew: '"नया"'\n`);
    put('src/components/Example/Example.words.ts', 'export const hi = { shown: (n: number) => `पहले ${n} दिखाए गए हैं.` };\n');
    const found = glossaryProblems(dir).map(({ file, line, problem }) => `${file}:${line} ${problem}`);
    rmSync(dir, { recursive: true, force: true });
    expect(found).toEqual([
      'src/content/pages/hi/example.mdx:3 a dash other than the spaced em dash',
      'src/content/pages/hi/example.mdx:6 a Latin full stop ends a Hindi sentence',
      `src/content/data/translations/hi/example.yaml:1 the glossary rules out "${code}" for "${levels.en}"`,
      'src/content/data/translations/hi/example.yaml:2 a straight quote around Hindi words',
      'src/content/data/translations/hi/example.yaml:2 a straight quote around Hindi words',
      'src/components/Example/Example.words.ts:1 a Latin full stop ends a Hindi sentence',
    ]);
  });

  it('rules out a word that takes no endings only as itself', () => {
    const and = terms.find((t) => t.inflects === false)!;
    const single = and.avoid!.find((v) => [...v].length === 1)!;
    const dir = mkdtempSync(join(tmpdir(), 'glossary-whole-'));
    cpSync(GLOSSARY, join(dir, GLOSSARY));
    mkdirSync(join(dir, 'src/content/data/translations/hi'), { recursive: true });
    writeFileSync(join(dir, 'src/content/data/translations/hi/example.yaml'), `One: विद्यार्थी ${single} अभिभावक\nTwo: ${single}े विद्यार्थी हैं\n`);
    const found = glossaryProblems(dir);
    rmSync(dir, { recursive: true, force: true });
    expect(found.map((problem) => problem.line)).toEqual([1]);
  });
});
