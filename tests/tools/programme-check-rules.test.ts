/**
 * Two rules of `npm run check` about programmes, on a copy of the project with
 * deliberately broken files: nothing with data links to the under-construction
 * page, and no page retypes a programme's figures with a different value.
 * Each message names the file that is wrong and the file that holds the data.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, isSeq, parseYamlDocument } from '../../src/content-io/yaml.ts';
import { readYamlFile } from '../../src/content-io/content-files.ts';
import { validateContent } from '../../scripts/lib/content-check/validate.mjs';
import { hasGeneratedPage, UNDER_CONSTRUCTION_ROUTES } from '../../src/lib/programme-pages.ts';
import { copyProject } from '../fixtures/editors/project.ts';
import { programmes } from '../content.ts';

type Problem = { file: string; line: number; field: string; problem: string; fix: string };

const PROGRAMMES_FILE = 'src/content/data/programmes.yaml';
const CARDS_FILE = 'src/content/data/home.yaml';
const PAGE_FILE = 'src/content/pages/broken-programme-fixture.mdx';
const [UNDER_CONSTRUCTION] = UNDER_CONSTRUCTION_ROUTES;
const percentOf = (text: string) => Number(/(\d+)%/.exec(text)![1]);

// The programmes the broken files are about, picked from the data by what they have.
const all = programmes();
const listed = all.find(hasGeneratedPage)!;
const [carded, linked] = all.filter((p) => p !== listed);
const withPercentage = all.find((p) => /\d+%/.test(p.eligibility))!;
const withFees = all.find((p) => Array.isArray(p.annualFees))!;

describe('a copy with programmes sent to the under-construction page and figures retyped', () => {
  let project: ReturnType<typeof copyProject>;
  let problems: Problem[] = [];

  beforeAll(async () => {
    project = copyProject();
    const at = (file: string) => join(project.dir, file);
    // programmes.yaml names the under-construction page as a programme's own page.
    // Edited as YAML, not as text: the files may be written in any YAML style.
    const edit = (file: string, change: (doc: ReturnType<typeof parseYamlDocument>) => void) => {
      const doc = parseYamlDocument(readFileSync(at(file), 'utf8'));
      change(doc);
      writeFileSync(at(file), doc.toString());
    };
    edit(PROGRAMMES_FILE, (doc) => {
      const entry = isSeq(doc.contents) ? doc.contents.items.find((item) => isMap(item) && item.get('id') === listed.id) : undefined;
      if (!isMap(entry)) throw new Error(`${PROGRAMMES_FILE} has no programme ${listed.id}`);
      entry.set('page', UNDER_CONSTRUCTION);
    });
    // A home course card for a programme with data, beside the cards about schools.
    edit(CARDS_FILE, (doc) => {
      const cards = doc.getIn(['courses', 'cards']);
      if (!isSeq(cards)) throw new Error(`${CARDS_FILE} has no courses › cards`);
      cards.items.unshift(doc.createNode({ title: carded!.shortName, text: 'A card about one programme.', href: UNDER_CONSTRUCTION }));
    });
    // A page that links one programme to the page under construction and retypes two figures differently.
    const fee = (withFees.annualFees as number[])[0]! + 1000;
    writeFileSync(
      at(PAGE_FILE),
      [
        '---',
        'title: Broken programme fixture',
        'description: A page that links a programme with data to the page under construction and retypes its figures.',
        '---',
        '',
        `Read about [${linked!.name}](${UNDER_CONSTRUCTION}).`,
        '',
        `${withPercentage.shortName} asks for at least ${percentOf(withPercentage.eligibility) + 5}% marks.`,
        '',
        `The ${withFees.shortName} fee is ₹ ${fee.toLocaleString('en-IN')} a year.`,
        '',
      ].join('\n'),
    );
    problems = (await validateContent(project.dir)).problems as Problem[];
  }, 120_000);

  afterAll(() => project.remove());

  const about = (file: string, text: string) => problems.filter((p) => p.file === file && p.problem.includes(text));

  it('names the programme entry whose page is under construction, and says what to do', () => {
    const [found] = about(PROGRAMMES_FILE, `"${listed.id}"`);
    expect(found).toMatchObject({ field: `${listed.id} › page`, problem: expect.stringContaining(UNDER_CONSTRUCTION) });
    expect(found!.fix).toContain(`/programmes/${listed.id}`);
  });

  it('names the card and the file holding the programme’s data', () => {
    const [found] = about(CARDS_FILE, `"${carded!.shortName}" links to ${UNDER_CONSTRUCTION}`);
    expect(found).toMatchObject({ field: expect.stringContaining('cards'), problem: expect.stringContaining(PROGRAMMES_FILE) });
  });

  it('names the page linking a programme with data there', () => {
    expect(about(PAGE_FILE, `"${linked!.name}" links to ${UNDER_CONSTRUCTION}`)).toHaveLength(1);
  });

  it('reports that card alone in its file', () => {
    expect(problems.filter((p) => p.file === CARDS_FILE)).toHaveLength(1);
  });

  it('names the page, the data file and the field of each retyped figure', () => {
    const percentage = about(PAGE_FILE, `${percentOf(withPercentage.eligibility) + 5}%`);
    expect(percentage).toHaveLength(1);
    expect(percentage[0]).toMatchObject({ line: 8, field: expect.stringContaining('eligibility'), problem: expect.stringContaining(PROGRAMMES_FILE) });
    const fee = about(PAGE_FILE, 'a fee is written in two places');
    expect(fee).toHaveLength(1);
    expect(fee[0]).toMatchObject({ line: 10, field: expect.stringContaining('annualFees') });
  });

  it('does not report a figure the data gives', async () => {
    const page = readFileSync(join(project.dir, PAGE_FILE), 'utf8');
    writeFileSync(join(project.dir, PAGE_FILE), page.replace(/at least \d+%/, `at least ${percentOf(withPercentage.eligibility)}%`));
    const again = (await validateContent(project.dir)).problems as Problem[];
    expect(again.filter((p) => p.file === PAGE_FILE && p.field.includes('eligibility'))).toEqual([]);
  }, 120_000);
});

describe('the content as shipped', () => {
  it('gives every programme an id that can be a route segment, as its generated page needs', () => {
    const ids = readYamlFile<{ id: string }[]>(PROGRAMMES_FILE).map((p) => p.id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
