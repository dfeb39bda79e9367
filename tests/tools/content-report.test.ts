/** `npm run content:report`: what still needs an editor, from fixtures, with "today" fixed. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../scripts/lib/content-report/report.mjs';
import { readDataFile, readYamlFile } from '../../src/content-io/content-files.ts';
import { passedDateRows } from '../../scripts/lib/content-report/passed-dates.mjs';
import { datedFields } from '../../src/schemas/dated-fields.ts';
import { collectionSchema } from '../../src/schemas/collection-schemas.ts';

const FIXTURES = 'tests/fixtures/editors/content';
const rowsOn = (day: string) => buildReport({ root: process.cwd(), dirs: [FIXTURES], today: new Date(`${day}T00:00:00Z`) });
const EVENT = `${FIXTURES}/data/events/orientation-day.yaml`;
const PAGE = `${FIXTURES}/pages/fixture-page.mdx`;

describe('content report on fixtures, as of 2026-01-15', () => {
  const rows = rowsOn('2026-01-15');
  const find = (kind: string, field: string, file = EVENT) => rows.find((r) => r.kind === kind && r.field === field && r.file === file);

  it('lists the sample value', () => {
    expect(find('sample value', 'sample')).toMatchObject({ line: 4, detail: expect.stringContaining('sample fields: venue') });
  });

  it('lists pending documents and links, in data and in pages', () => {
    expect(find('pending', 'guidelines')).toBeDefined();
    expect(find('pending', 'link', PAGE)).toMatchObject({ line: 9 });
  });

  it('lists a placeholder drawing standing in for a photograph, and not a photograph', () => {
    expect(find('placeholder picture', 'poster › src')).toMatchObject({ line: 12, detail: expect.stringContaining('slide-1.jpg is a placeholder drawing') });
    expect(rows.filter((r) => r.kind === 'placeholder picture' && r.file === PAGE)).toEqual([]);
  });

  it('lists images without alternative text and pages without a description', () => {
    expect(find('no alt text', 'poster › alt')).toBeDefined();
    expect(find('no alt text', 'image', PAGE)).toMatchObject({ line: 7 });
    expect(find('no description', 'description', PAGE)).toBeDefined();
  });

  it('lists a figure to confirm, with both readings, under the field it stands above', () => {
    expect(find('to confirm', 'seats')).toMatchObject({
      line: 14,
      detail: 'to be confirmed by the university: the specification gives the seats two ways, 120 in one place and 150 in another; the page shows 120.',
    });
  });

  it('lists a toConfirm field with its words, under its entry', () => {
    const file = `${FIXTURES}/data/programmes.yaml`;
    const [programme] = readYamlFile<{ id: string; toConfirm: string }[]>(file);
    expect(find('to confirm', `"${programme!.id}" › toConfirm`, file)).toMatchObject({
      line: 6,
      detail: `to be confirmed by the university: ${programme!.toConfirm}`,
    });
  });

  it('does not list the 2025-26 session while it runs', () => {
    expect(find('out of date', 'name')).toBeUndefined();
  });
});

describe('content report on fixtures, as of 2026-09-01', () => {
  const rows = rowsOn('2026-09-01');
  it('lists the 2025-26 session as over, in data and in page text', () => {
    expect(rows.find((r) => r.file === EVENT && r.field === 'name')).toMatchObject({ kind: 'out of date', detail: 'the 2025-26 session is over' });
    expect(rows.find((r) => r.file === PAGE && r.field === '(the page text)')).toMatchObject({
      line: 5,
      detail: 'the 2025-26 session is over (mentioned once)',
    });
  });
});

describe('the same fixtures before the event', () => {
  it('has nothing out of date on 2025-10-01', () => {
    expect(rowsOn('2025-10-01').filter((r) => r.kind === 'out of date')).toEqual([]);
  });
});

describe('--strict', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/content-report.mjs', `--dir=${FIXTURES}`, ...args], { encoding: 'utf8' });

  it('prints the table and exits 1 when something needs an editor', () => {
    const result = run('--strict', '--today=2026-01-15');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('| Where | Needs | Field | Details |');
    expect(result.stdout).toMatch(new RegExp(`\\| ${EVENT}:4 \\| sample value \\| sample \\|`));
  });

  it('exits 0 without --strict', () => {
    expect(run('--today=2026-01-15').status).toBe(0);
  });
});

describe('the sample documents of the real content', () => {
  const rows = buildReport({ root: process.cwd(), dirs: ['src/content/data'], today: new Date() });
  const documents = readDataFile<{ id: string; href: string; sample?: unknown }[]>('documents.yaml');
  const sampleFiles = documents.filter((d) => d.sample === true && /^\/documents\/.+\.pdf$/.test(d.href));

  it('are listed as samples together with their generated file', () => {
    expect(sampleFiles.length).toBeGreaterThan(0);
    for (const doc of sampleFiles)
      expect(rows.find((r) => r.kind === 'sample value' && r.field === `"${doc.id}"`)?.detail, doc.id).toContain(
        `public${doc.href} is a generated sample stamped SAMPLE`,
      );
  });
});

describe('dates past their day, by what each schema declares a date means', () => {
  const file = 'src/content/data/events/techidea-2025.yaml';
  const dates = datedFields(collectionSchema('event'), readYamlFile(file));
  const last = dates.reduce((a, b) => (a.day > b.day ? a : b)).day;
  const after = new Date(Date.UTC(Number(last.slice(0, 4)) + 1, 0, 1)).toISOString().slice(0, 10);

  it('lists every deadline and event day of the event once passed, and never its publication day', async () => {
    const rows = (await passedDateRows({ today: after })).filter((r) => r.file === file);
    expect(rows.map((r) => r.field).sort()).toEqual(
      dates
        .filter((d) => d.role !== 'publishes')
        .map((d) => d.path.join(' › '))
        .sort(),
    );
    expect(dates.some((d) => d.role === 'publishes')).toBe(true);
  });

  it('lists none of them before the first', async () => {
    const first = dates.reduce((a, b) => (a.day < b.day ? a : b)).day;
    expect((await passedDateRows({ today: first })).filter((r) => r.file === file)).toEqual([]);
  });
});
