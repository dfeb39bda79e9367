/** `npm run new -- component`: a new component's folder has its fixtures, which the gallery's checks can read. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaffoldComponent } from '../../scripts/lib/scaffold/component.mjs';
import { mdxComponentNames } from '../../integrations/mdx-page-components/listed-components.mjs';
import { fixturesFiles } from '../gallery-fixtures.ts';

const root = mkdtempSync(join(tmpdir(), 'new-component-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('new component', () => {
  it('makes the component, its fixtures with the summary, and its mdx.ts', () => {
    const { files } = scaffoldComponent({ root, name: 'OpeningHours', summary: "The library's opening hours." });
    expect(files.sort()).toEqual([
      'src/components/OpeningHours/OpeningHours.astro',
      'src/components/OpeningHours/OpeningHours.fixtures.ts',
      'src/components/OpeningHours/mdx.ts',
    ]);
    expect(fixturesFiles(root)).toEqual([
      {
        name: 'OpeningHours',
        file: 'src/components/OpeningHours/OpeningHours.fixtures.ts',
        folder: 'src/components/OpeningHours',
        summary: "The library's opening hours.",
        examples: 1,
      },
    ]);
    expect(mdxComponentNames(root)).toEqual(['OpeningHours']);
  });

  it('refuses a folder that exists and a name that is not PascalCase', () => {
    expect(() => scaffoldComponent({ root, name: 'OpeningHours', summary: 'Again.' })).toThrow(/already exists/);
    expect(() => scaffoldComponent({ root, name: 'opening-hours', summary: 'Hours.' })).toThrow(/PascalCase/);
    expect(existsSync(join(root, 'src/components/opening-hours'))).toBe(false);
  });
});
