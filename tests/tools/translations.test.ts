/**
 * The dictionaries of data words (src/content/data/translations/<lang>/):
 * a text is translated in one file only, so an editor changing it finds the
 * one line; a text a page showed untranslated is traced to the file, line
 * and field that write it; a line nothing uses any more is found; and the
 * translation status reads git history as Lunaria does.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYamlFile } from '../../src/content-io/content-files.ts';
import { translationStatus } from '../../src/content-io/translation-status.ts';
import { textSources } from '../../scripts/lib/translations/text-sources.mjs';
import { unusedLines } from '../../scripts/lib/translations/unused-lines.mjs';
import { lookUp } from '../../src/lib/dictionary-lookup.ts';

const ROOT = 'src/content/data/translations';

/** A throwaway project folder, and a way to write a file into it. */
function scratchProject(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  return { root, write };
}

describe('dictionaries', () => {
  for (const lang of readdirSync(ROOT)) {
    it(`${lang}: each English text has its line in one file only`, () => {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const file of readdirSync(join(ROOT, lang)).filter((f) => f.endsWith('.yaml'))) {
        for (const text of Object.keys(readYamlFile<Record<string, string> | null>(join(ROOT, lang, file)) ?? {})) {
          if (seen.has(text)) twice.push(`"${text}" in ${seen.get(text)} and ${file}`);
          seen.set(text, file);
        }
      }
      expect(twice).toEqual([]);
    });
  }
});

describe('where an untranslated text is written', () => {
  it('names every file, line and field that writes it, in data files only, with {session} filled in', () => {
    const { root, write } = scratchProject('text-sources-');
    write('src/content/data/people/a.yaml', 'name: A\nprofile:\n  experience: 9 years of teaching\n  awards: [Prize, Best teacher]\n');
    write('src/content/data/placements.yaml', 'highlights:\n  - { value: 47 LPA, label: highest package }\n  - { value: 9 years of teaching, label: x }\n');
    write('src/content/data/fees.yaml', 'title: Fees {session}\n');
    write('src/content/data/translations/hi/people.yaml', '9 years of teaching: अध्यापन का 9 वर्ष का अनुभव\n');
    const sources = textSources(['9 years of teaching', 'Best teacher', 'Fees 2025-26', 'Nowhere'], { root, session: '2025-26' });
    expect(sources.get('9 years of teaching')).toEqual([
      { file: 'src/content/data/people/a.yaml', line: 3, field: 'profile.experience' },
      { file: 'src/content/data/placements.yaml', line: 3, field: 'highlights[1].value' },
    ]);
    expect(sources.get('Best teacher')).toEqual([{ file: 'src/content/data/people/a.yaml', line: 4, field: 'profile.awards[1]' }]);
    expect(sources.get('Fees 2025-26')).toEqual([{ file: 'src/content/data/fees.yaml', line: 1, field: 'title' }]);
    expect(sources.has('Nowhere')).toBe(false);
  });
});

describe('dictionary lines nothing uses', () => {
  it('the lookup names the line that answered, as written with {session}, and the text none did', () => {
    const found: string[] = [];
    const missing: string[] = [];
    const translate = lookUp(
      new Map([
        ['Fees {session}', 'शुल्क {session}'],
        ['Library', 'पुस्तकालय'],
      ]),
      '2025-26',
      {
        onFound: (line) => found.push(line),
        onMissing: (text) => missing.push(text),
      },
    );
    expect([translate('Fees 2025-26'), translate('Library'), translate('Canteen')]).toEqual(['शुल्क 2025-26', 'पुस्तकालय', 'Canteen']);
    expect(found).toEqual(['Fees {session}', 'Library']);
    expect(missing).toEqual(['Canteen']);
  });

  it('are those no page looked up whose English no data file writes, with their file and line', () => {
    const { root, write } = scratchProject('unused-lines-');
    // A notice not shown today still writes its title; fees.yaml writes its title with {session}.
    write('src/content/data/notices/later.yaml', 'title: Exam forms open\n');
    write('src/content/data/fees.yaml', 'title: Fees {session}\n');
    write(
      'src/content/data/translations/hi/notices.yaml',
      'Exam forms open: परीक्षा फ़ॉर्म खुले\nExam form opens: परीक्षा फ़ॉर्म खुला\nFees {session}: शुल्क {session}\nShown label: दिखाया गया\n',
    );
    expect(unusedLines(new Set(['Shown label']), { root, session: '2025-26' })).toEqual([
      { file: 'src/content/data/translations/hi/notices.yaml', line: 2, text: 'Exam form opens' },
    ]);
  });
});

describe('translation status', () => {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe' });
  function project() {
    const root = mkdtempSync(join(tmpdir(), 'translations-'));
    mkdirSync(join(root, 'src/content/pages/hi'), { recursive: true });
    git(root, 'init', '-q');
    git(root, 'config', 'user.email', 'editor@example.com');
    git(root, 'config', 'user.name', 'Editor');
    return root;
  }
  const commit = (root: string, message: string, date: string) =>
    execFileSync('git', ['commit', '-qam', message], { cwd: root, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });

  it('a translation committed after its source is up to date; a later change to the source makes it out of date, naming the commit', () => {
    const root = project();
    writeFileSync(join(root, 'src/content/pages/fees.mdx'), 'English\n');
    writeFileSync(join(root, 'src/content/pages/hi/fees.mdx'), 'हिन्दी\n');
    git(root, 'add', '.');
    commit(root, 'Fees in both languages', '2026-01-01T10:00:00Z');
    expect(translationStatus(root)).toMatchObject([{ page: 'src/content/pages/hi/fees.mdx', upToDate: true }]);

    writeFileSync(join(root, 'src/content/pages/fees.mdx'), 'English, changed\n');
    expect(translationStatus(root)[0]).toMatchObject({ upToDate: false, changes: ['(uncommitted edits)'] });
    commit(root, 'A new fee', '2026-02-01T10:00:00Z');
    const [row] = translationStatus(root);
    expect(row!.upToDate).toBe(false);
    expect(row!.changes.join()).toContain('A new fee');

    writeFileSync(join(root, 'src/content/pages/hi/fees.mdx'), 'हिन्दी, बदला हुआ\n');
    commit(root, 'The new fee in Hindi', '2026-02-02T10:00:00Z');
    expect(translationStatus(root)[0]!.upToDate).toBe(true);
  });

  it('a translation whose English page is gone is reported', () => {
    const root = project();
    writeFileSync(join(root, 'src/content/pages/hi/old.mdx'), 'हिन्दी\n');
    expect(translationStatus(root)[0]).toMatchObject({ missingSource: true, upToDate: false });
  });
});
