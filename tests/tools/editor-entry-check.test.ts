/**
 * The browser editor's form refuses what `npm run check` refuses of an
 * entry, before it is saved, in the check's own words: on a copy of the
 * project, each entry-level rule is broken in a real entry (a person with
 * neither designation nor office, a teacher outside the schools' faculty
 * departments, a reference to nobody, a date that does not exist, a session
 * that is not two consecutive years, a spelling the glossary rules out), the check is run on the broken files, and the form's rules
 * (src/admin/entry-check.ts) on the values the form would hold give the same
 * problems; a new English text without Hindi is a warning in both.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject } from '../fixtures/editors/project.ts';
import { parseYaml, stringifyYaml } from '../../src/content-io/yaml.ts';
import { entryIds } from '../../src/content-io/collections.ts';
import { readDictionary, readList, readYaml } from '../../src/admin/formats.ts';
import { formProblems } from '../../src/admin/entry-check.ts';
import { validateContent } from '../../scripts/lib/content-check/validate.mjs';
import { glossaryProblems } from '../../scripts/lib/translations/glossary.mjs';

const copy = copyProject();
afterAll(() => copy.remove());
const root = copy.dir;
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const write = (file: string, text: string) => writeFileSync(join(root, file), text);
type Item = Record<string, unknown>;

/** Changes the first item of a list file that `pick` chooses. */
function breakItem(file: string, pick: (item: Item) => boolean, change: (item: Item) => void) {
  const items = parseYaml(read(file)) as Item[];
  change(items.find(pick)!);
  write(file, stringifyYaml(items));
}

// Each rule broken in a file of its own: the editor's collection, and how its form holds the file.
const broken: { rule: string; file: string; collection: string; values: (text: string) => Record<string, unknown>; warns?: true }[] = [];

const officer = 'src/content/data/people/finance-officer.yaml';
write(officer, read(officer).replace(/^office:.*\n/m, ''));
broken.push({ rule: 'a person has a designation or an office', file: officer, collection: 'people', values: (t) => readYaml(t) as Item });

// A rule across collections: a person with a profile is in one of the departments the schools list.
const teacherFile = readdirSync(join(root, 'src/content/data/people'))
  .map((name) => `src/content/data/people/${name}`)
  .find((file) => (parseYaml(read(file)) as Item).profile)!;
const teacher = parseYaml(read(teacherFile)) as Item;
write(teacherFile, stringifyYaml({ ...teacher, department: `${String(teacher.department)} studies` }));
broken.push({ rule: 'a teacher is in a faculty department of a school', file: teacherFile, collection: 'people', values: (t) => readYaml(t) as Item });

const committees = 'src/content/data/school-committees.yaml';
breakItem(
  committees,
  () => true,
  (c) => (c.members = [...(c.members as string[]), 'nobody-of-that-name']),
);
// The form knows the entries as the editor was built: a reference it cannot find is a warning there, as it may name
// an entry added since; the check, which reads every file, refuses it.
broken.push({ rule: 'a reference names an entry that exists', file: committees, collection: 'schoolCommittees', values: readList, warns: true });

const documents = 'src/content/data/documents.yaml';
breakItem(
  documents,
  (d) => typeof d.date === 'string',
  (d) => (d.date = '2026-02-30'),
);
broken.push({ rule: 'a date is a day that exists', file: documents, collection: 'documents', values: readList });

const cycles = 'src/content/data/admission-cycles.yaml';
breakItem(
  cycles,
  () => true,
  (c) => (c.session = '2025-27'),
);
broken.push({ rule: 'a session is two consecutive years', file: cycles, collection: 'admissionCycles', values: readList });

const words = 'src/content/data/translations/hi/documents.yaml';
const glossary = parseYaml(read('src/content/data/glossary/hi.yaml')) as { terms: { en: string; hi: string; avoid?: string[] }[] };
const ruledOut = glossary.terms.find((t) => t.avoid?.length)!;
write(words, `${read(words).trimEnd()}\n"Editor test ${ruledOut.en}": "${ruledOut.avoid![0]}"\n`);
broken.push({ rule: 'Hindi uses the glossary’s spellings', file: words, collection: 'translations-hi', values: readDictionary });

const ids = await entryIds(root);
const check = await validateContent(root, { only: broken.map((b) => b.file) });
// A whole-site pass of the check, run once: its problems in the Hindi words broken above.
const slips = glossaryProblems(root).filter((p) => p.file === words);
const words_ = (p: { problem: string; fix: string }) => `${p.problem} | ${p.fix}`;

describe('the form refuses what the check refuses, in its words', () => {
  for (const { rule, file, collection, values, warns } of broken) {
    it(rule, () => {
      // The check's entry rules, and the glossary (a whole-site pass of the check) for the file.
      const checked = [...check.problems.filter((p) => p.file === file), ...slips.filter((p) => p.file === file)].map(words_);
      expect(checked.length, 'the check refuses the broken file').toBeGreaterThan(0);
      const form = formProblems(collection, values(read(file)), { file, ids, root });
      const refused = form.filter((p) => !p.warning).map(words_);
      if (warns) {
        expect(refused).toEqual([]);
        expect(form.filter((p) => p.warning).map(words_)).toEqual(expect.arrayContaining([...new Set(checked)]));
      } else expect(refused.sort()).toEqual([...new Set(checked)].sort());
    });
  }
});

describe('a new English text without its Hindi', () => {
  it('is a warning in the form, as in the check, and does not stop Publish', async () => {
    const file = 'src/content/data/scholarships.yaml';
    const data = parseYaml(read(file)) as { schemes: Item[] };
    data.schemes.push({ ...data.schemes[0], name: 'Editor test scholarship with no Hindi yet' });
    write(file, stringifyYaml(data));
    const { problems, untranslated } = await validateContent(root, { only: [file] });
    expect(problems).toEqual([]);
    const form = formProblems('scholarships', readYaml(read(file)) as Item, { file, ids, root });
    expect(form.every((p) => p.warning)).toBe(true);
    expect(form.map((p) => p.problem)).toEqual(untranslated.filter((p) => p.file === file).map((p) => p.problem));
    expect(form.map((p) => p.problem).join()).toContain('Editor test scholarship with no Hindi yet');
  });
});
