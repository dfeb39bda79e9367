/**
 * The browser editor's configuration is generated from the content schemas
 * (scripts/cms-config.mjs): the committed file is current, a schema change
 * makes the check fail saying which command regenerates it, and after that
 * command the new field is in the editor with no other change.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/content-io/yaml.ts';
import { copyProject } from '../fixtures/editors/project.ts';

const CONFIG = 'public/admin/config.yml';
const run = (dir: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, ['scripts/cms-config.mjs', ...args], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};
type Collection = { name: string; fields?: { name: string; widget: string }[] };
const pagesFields = (dir: string) => (parseYaml(readFileSync(join(dir, CONFIG), 'utf8')).collections as Collection[]).find((c) => c.name === 'pages')!.fields!;

describe('the generated editor configuration', () => {
  const project = copyProject();
  afterAll(() => project.remove());

  it('is up to date with the schemas', () => {
    const { status, output } = run(project.dir, '--check');
    expect(output).toContain('up to date');
    expect(status).toBe(0);
  });

  it('goes stale when a schema gains a field, says how to regenerate it, and then shows the field', () => {
    const file = join(project.dir, 'src/schemas/pages.ts');
    const source = readFileSync(file, 'utf8');
    // A new optional front matter field on pages.
    const opening = 'z.object({\n';
    const at = source.indexOf(opening) + opening.length;
    expect(at).toBeGreaterThan(opening.length);
    writeFileSync(file, `${source.slice(0, at)}    /** A line under the heading. */\n    subtitle: z.string().optional(),\n${source.slice(at)}`);
    expect(pagesFields(project.dir).some((f) => f.name === 'subtitle')).toBe(false);

    const stale = run(project.dir, '--check');
    expect(stale.status).toBe(1);
    expect(stale.output).toContain('out of date');
    expect(stale.output).toContain('npm run cms:config');

    expect(run(project.dir).status).toBe(0);
    const subtitle = pagesFields(project.dir).find((f) => f.name === 'subtitle');
    expect(subtitle).toMatchObject({ widget: 'string', required: false, hint: 'A line under the heading.' });
    expect(run(project.dir, '--check').status).toBe(0);
  });
});
