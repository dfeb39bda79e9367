/**
 * Each MDX page's module imports only the listed components it names
 * (integrations/mdx-page-components/), so a page carries only their
 * styles; the imports come after the editor's text, so MDX error lines stay
 * those of the file.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { componentImports } from '../../integrations/mdx-page-components/index.mjs';
import { mdxComponents } from '../../integrations/mdx-page-components/listed-components.mjs';

const components = mdxComponents()!;
const [first, second, unused] = components;

describe('MDX page components', () => {
  it('reads every listed component with a file that exists', () => {
    expect(components.length).toBeGreaterThan(3);
    for (const { name, file } of components) expect(existsSync(file), `${name}: ${file}`).toBe(true);
  });

  it('imports the listed components a page names, and no other', () => {
    const page = `---\ntitle: T\n---\n\n<${first!.name} a="1" />\n\nText <${second!.name}>x</${second!.name}> and <NotListed />.\n`;
    const block = componentImports(page, components);
    expect(block).toContain(`import __mdx_${first!.name} from ${JSON.stringify(first!.file)};`);
    expect(block).toContain(`import __mdx_${second!.name} from ${JSON.stringify(second!.file)};`);
    expect(block).not.toContain(unused!.name);
    expect(block).not.toContain('NotListed');
    expect(block).toMatch(new RegExp(`export const components = \\{ ${first!.name}: __mdx_${first!.name}, ${second!.name}: __mdx_${second!.name} \\};`));
  });

  it('starts after a blank line, so the page text before it keeps its lines', () => {
    expect(componentImports(`<${first!.name} />`, components)).toMatch(/^\n\n/);
  });

  it('adds nothing to a page that names no listed component', () => {
    expect(componentImports('---\ntitle: T\n---\n\nPlain words and <div>html</div>.\n', components)).toBe('');
  });
});
