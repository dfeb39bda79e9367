/**
 * Every component MDX pages may use has a fixtures file named for it beside
 * it, so the gallery, its usage notes and the gallery's checks cover every
 * tag an editor can write.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxComponents } from '../../integrations/mdx-page-components/listed-components.mjs';

const components = mdxComponents()!;

describe('component fixtures', () => {
  it.each(components.map(({ name, file }) => [name, join(dirname(file), `${name}.fixtures.ts`)]))('%s has its fixtures file', (name, fixtures) => {
    expect(
      existsSync(fixtures),
      `${name} is in an mdx.ts: write ${relative(process.cwd(), fixtures)} (summary, component, examples; see docs/architecture/adding-things.md)`,
    ).toBe(true);
  });
});
