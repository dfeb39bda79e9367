/** The words of npm run preview:changes: what a page gained and lost, and English newly shown on Hindi pages, on small pages made here. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MISSING_FILE } from '../../integrations/missing-translations.mjs';
import { englishOnTranslatedPages } from '../../scripts/preview-changes/checks.mjs';
import { pageParts } from '../../scripts/preview-changes/page-parts.mjs';
import { changedLines, diffText } from '../../scripts/preview-changes/word-diff.mjs';
import { routeIn } from '../../src/lib/languages.ts';

const dir = mkdtempSync(join(tmpdir(), 'words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (lang: string, nav: string, main: string) =>
  pageParts(
    `<!doctype html><html lang="${lang}"><head><title>T</title></head><body><nav><ul><li><a href="/">${nav}</a></li></ul></nav><main>${main}</main></body></html>`,
  );

type Piece = { text: string; change?: 'added' | 'removed' };
const pieces = (before: string[], after: string[], lang = 'en') => changedLines(diffText(before, after, lang)) as { lines: Piece[][]; more: number };
const changes = (lines: Piece[][], change: string) =>
  lines
    .flat()
    .filter((piece) => piece.change === change)
    .map((piece) => piece.text.trim());

/** A source tree whose last build recorded these texts as shown in Hindi without a translation. */
function treeWithUntranslated(name: string, texts: string[]) {
  const file = join(dir, name, MISSING_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ hi: texts }));
  return join(dir, name);
}

describe('the words a change adds and removes', () => {
  const opening = 'The university was founded by a charitable';
  const rest = 'and offers programmes in engineering, pharmacy, management, law, the sciences and the humanities to students from across the region.';

  it('shows only the lines that changed, the changed words marked and a few words of the rest around them', () => {
    const { lines, more } = pieces(['Admissions', `${opening} trust ${rest}`, 'Contact us'], ['Admissions', `${opening} society ${rest}`, 'Contact us']);
    expect(more).toBe(0);
    expect(lines).toHaveLength(1);
    expect(changes(lines, 'removed')).toEqual(['trust']);
    expect(changes(lines, 'added')).toEqual(['society']);
    const unchanged = lines[0]!.filter((piece) => !piece.change).map((piece) => piece.text);
    expect(unchanged[0]).toContain('founded by a charitable');
    expect(unchanged[1]).toMatch(/^ and offers .*…$/);
    expect(unchanged[1]).not.toContain('humanities');
  });

  it('keeps Hindi words whole, vowel signs and all', () => {
    const { lines } = pieces(['छात्रों के लिए छात्रवृत्ति'], ['छात्राओं के लिए छात्रवृत्ति'], 'hi');
    expect(changes(lines, 'removed')).toEqual(['छात्रों']);
    expect(changes(lines, 'added')).toEqual(['छात्राओं']);
  });

  it('reads a page block by block: cells and headings are lines of their own, links and emphasis stay in their line', () => {
    const parts = page(
      'en',
      'Home',
      '<h1>People</h1><table><tr><th>Professor</th><th>Dean</th></tr></table><p>Write to <a href="/">the <em>office</em></a>.</p>',
    );
    expect(parts.mainLines).toEqual(['People', 'Professor', 'Dean', 'Write to the office.']);
    expect(parts.frameLines).toEqual(['Home']);
  });
});

describe('English newly shown on Hindi pages', () => {
  const hindi = (route: string) => routeIn('hi', route);
  const base = treeWithUntranslated('base', []);
  const head = treeWithUntranslated('head', ['Careers']);
  const found = englishOnTranslatedPages(
    new Map([
      [hindi('/a'), { base: page('hi', 'प्लेसमेंट', '<p>संपर्क</p>'), head: page('hi', 'Placements and Internships', '<p>संपर्क</p>') }],
      [hindi('/b'), { base: page('hi', 'प्लेसमेंट', '<p>डीन</p>'), head: page('hi', 'Placements and Internships', '<p>डीन: Dr. Asha Menon (AICTE, B.Tech)</p>') }],
      [hindi('/c'), { base: page('hi', 'करियर', '<p>ईमेल</p>'), head: page('hi', 'Careers', '<p>ईमेल: admissions@university.example</p>') }],
      ['/b', { base: page('en', 'Placements', '<p>Dean</p>'), head: page('en', 'Placements and Internships', '<p>Dean</p>') }],
    ]),
    { baseTree: base, headTree: head },
  );

  it('flags running English on every Hindi page that now shows it, and a label the build shows untranslated', () => {
    expect(found).toEqual([
      { text: 'Placements and Internships', lang: 'hi', pages: [hindi('/a'), hindi('/b')], untranslated: false },
      { text: 'Careers', lang: 'hi', pages: [hindi('/c')], untranslated: true },
    ]);
  });
});
