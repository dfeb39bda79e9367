/**
 * `npm run check` (content part): every problem at once, each with file,
 * field, what is wrong and how to fix it, in plain words, without stack traces.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../scripts/lib/content-check/validate.mjs';
import { copyProject } from '../fixtures/editors/project.ts';

describe('the real content', () => {
  it('is valid', async () => {
    const { problems, counts } = await validateContent(process.cwd());
    expect(problems).toEqual([]);
    expect(counts.collections).toBeGreaterThanOrEqual(6);
    expect(counts.entries).toBeGreaterThan(10);
  });
});

describe('a copy with deliberately broken files', () => {
  let project: ReturnType<typeof copyProject>;
  let output = '';
  let status: number | null = null;

  beforeAll(() => {
    project = copyProject();
    // A page with a misspelt field, a short description and an unknown component.
    writeFileSync(
      join(project.dir, 'src/content/pages/broken-fixture.mdx'),
      '---\ntitle: Broken fixture\ndescripton: Too short.\n---\n\nText.\n\n<Calout type="note">Hi</Calout>\n',
    );
    writeFileSync(join(project.dir, 'src/content/pages/short-fixture.mdx'), '---\ntitle: Short fixture\ndescription: Too short.\n---\n\nText.\n');
    // A side menu with a link that goes nowhere and a label left empty.
    writeFileSync(join(project.dir, 'src/content/data/side-menus/broken.yaml'), 'title: Broken\nitems:\n  - label: ""\n    href: "#"\n');
    // The placement figures labelled with a season their data does not give.
    appendFileSync(join(project.dir, 'src/content/pages/placement-statistics.mdx'), '\nThese were the offers of the 2019-20 season.\n');
    const run = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: project.dir, encoding: 'utf8' });
    output = run.stdout + run.stderr;
    status = run.status;
  });

  afterAll(() => project.remove());

  it('exits non-zero', () => {
    expect(status).toBe(1);
  });

  it('names the file and line, the field, what is wrong and the fix for the schema rule', () => {
    expect(output).toMatch(
      /src\/content\/pages\/short-fixture\.mdx\n\s+line 3 · description\n\s+What is wrong: it is 10 characters long; it must be at least 50 characters\n\s+How to fix:\s+write a description of at least 50 characters/,
    );
  });

  it('fails on a figure labelled with a period its data does not give', () => {
    expect(output).toMatch(
      /src\/content\/pages\/placement-statistics\.mdx\n\s+line \d+ · \(the page text\)\n\s+What is wrong: the page shows the placement highlights and names 2019-20 beside them, but their data gives/,
    );
  });

  it('spots a misspelt field name', () => {
    expect(output).toMatch(
      /broken-fixture\.mdx[\s\S]*description\n\s+What is wrong: description is missing\n\s+How to fix:\s+"descripton" looks like a misspelling: rename it to "description"/,
    );
  });

  it('reports every problem at once, across files and kinds', () => {
    expect(output).toContain('there is no component called Calout');
    expect(output).toMatch(/side-menus\/broken\.yaml\n\s+line 3 · items › item 1 › label/);
    expect(output).toContain('a link needs a real target; write "pending" when the target is not known yet');
    expect(output).toMatch(/Content check: \d+ problems in 4 files/);
  });

  it('prints no stack trace', () => {
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(output).not.toMatch(/Error:/);
  });
});
