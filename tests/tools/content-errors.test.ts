/**
 * A content error fails the build and the message names the file, the field
 * and the rule. Runs `astro sync` on a copy of the project with a broken page.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyProject } from '../fixtures/editors/project.ts';

let project: ReturnType<typeof copyProject>;
let dir: string;
let output: string;
let status: number | null;

beforeAll(() => {
  project = copyProject();
  dir = project.dir;
  writeFileSync(join(dir, 'src/content/pages/broken-fixture.mdx'), '---\ntitle: Broken fixture\ndescription: Too short.\n---\n\nText.\n');
  const run = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'sync'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  output = run.stdout + run.stderr;
  status = run.status;
});

afterAll(() => project?.remove());

it('fails', () => {
  expect(status).not.toBe(0);
});

it('names the file, the field and the rule', () => {
  expect(output).toContain('src/content/pages/broken-fixture.mdx');
  expect(output).toContain('description');
  expect(output).toContain('write a description of at least 50 characters');
});
