/** `npm run new`: each scaffolded file lands in the right place and passes validation; existing routes are refused. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../scripts/lib/content-check/validate.mjs';
import { copyProject } from '../fixtures/editors/project.ts';

let project: ReturnType<typeof copyProject>;
const runNew = (...args: string[]) => spawnSync(process.execPath, ['scripts/new.mjs', ...args], { cwd: project.dir, encoding: 'utf8' });
// The made file alone is checked (its schema, references and page rules); the full check runs on the content elsewhere.
const checked = async (file: string) => validateContent(project.dir, { only: [file] });
const problemsIn = async (file: string) => (await checked(file)).problems.filter((p) => p.file === file);
const untranslatedIn = async (file: string) => (await checked(file)).untranslated.filter((p) => p.file === file);

beforeAll(() => {
  project = copyProject();
});
afterAll(() => project.remove());

describe('new page', () => {
  it('creates a valid MDX page at the route, marked sample', async () => {
    const result = runNew('page', 'hostel-rules', "Hostel Rules: Do's & Don'ts");
    expect(result.status, result.stderr).toBe(0);
    const file = 'src/content/pages/hostel-rules.mdx';
    expect(result.stdout).toContain(`Created ${file}`);
    expect(readFileSync(join(project.dir, file), 'utf8')).toMatch(/title: "Hostel Rules: Do's & Don'ts"\n[\s\S]*sample: true/);
    expect(await problemsIn(file)).toEqual([]);
  });

  it('creates nested routes', async () => {
    expect(runNew('page', 'events/orientation', 'Orientation').status).toBe(0);
    expect(await problemsIn('src/content/pages/events/orientation.mdx')).toEqual([]);
  });

  it('refuses a route that already exists, whatever its capitals', () => {
    for (const route of ['hostel-rules', 'Thank-You-Admission', '/thank-you-admission']) {
      const result = runNew('page', route, 'Again');
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/Not created: the route \/[\w-]+ already exists/);
    }
    expect(readFileSync(join(project.dir, 'src/content/pages/hostel-rules.mdx'), 'utf8')).toContain("Do's");
  });

  it('refuses a route written in code or as a redirect, and a malformed route', () => {
    expect(runNew('page', 'admission-apply', 'Apply').stderr).toContain('src/pages/[...language]/admission-apply.astro');
    expect(runNew('page', 'alumni', 'Alumni').stderr).toContain('redirect');
    expect(runNew('page', 'bad route', 'Bad').stderr).toContain('is not a usable route');
  });
});

describe('new faculty member', () => {
  it('creates a valid person with a profile in the department, in the people folder', async () => {
    const result = runNew('faculty', 'pharmacology', 'Dr. Asha Verma');
    expect(result.status, result.stderr).toBe(0);
    const file = 'src/content/data/people/asha-verma.yaml';
    // The department as the school's file names it, whatever its capitals on the command line.
    expect(readFileSync(join(project.dir, file), 'utf8')).toMatch(/honorific: Dr\.\nname: Asha Verma\n[\s\S]*department: pharmacology\nprofile:/i);
    expect(await problemsIn(file)).toEqual([]);
    expect(runNew('faculty', 'pharmacology', 'Dr. Asha Verma').stderr).toContain('already exists');
  });
});

describe('new document', () => {
  it('adds a valid pending entry to the documents file, after its category, and names the Hindi line still to write', async () => {
    const result = runNew('document', 'calendars', 'M.Pharm semester 1 calendar 2025-26');
    expect(result.status, result.stderr).toBe(0);
    const text = readFileSync(join(project.dir, 'src/content/data/documents.yaml'), 'utf8');
    expect(text).toMatch(
      /- id: mpharm-semester-1-calendar-2025-26\n\s+title: M.Pharm semester 1 calendar 2025-26\n\s+category: calendars\n\s+date: \d{4}-\d{2}-\d{2}\n[\s\S]*href: pending/,
    );
    // Nothing is wrong; the only thing left is its Hindi title, which the command names as the next step.
    expect(await problemsIn('src/content/data/documents.yaml')).toEqual([]);
    const untranslated = await untranslatedIn('src/content/data/documents.yaml');
    expect(untranslated.map((p) => p.field)).toEqual(['mpharm-semester-1-calendar-2025-26 › title']);
    expect(result.stdout).toContain(`Next: its Hindi: ${untranslated[0]!.fix}`);
  });

  it('keeps the file unchanged when the entry would be invalid', () => {
    const before = readFileSync(join(project.dir, 'src/content/data/documents.yaml'), 'utf8');
    const result = runNew('document', 'no-such-category', 'A document in no category');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('would not be valid');
    expect(readFileSync(join(project.dir, 'src/content/data/documents.yaml'), 'utf8')).toBe(before);
  });
});
