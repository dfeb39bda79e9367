/**
 * MDX pages use the components of src/{components,layouts}/<Name>/mdx.ts without importing
 * them. Each page's module imports just the ones it names (and exports them
 * as its `components`), so a page carries the styles of its own components
 * only: handing every page the whole list gave every page every component's
 * styles. The imports are appended at the end of the file, so line numbers
 * in MDX errors stay those of the file an editor sees.
 */
import { fileURLToPath } from 'node:url';
import { mdxComponents } from './listed-components.mjs';

const PAGES = /\/src\/content\/pages\/.*\.mdx$/;
const TAG = /<([A-Z][A-Za-z0-9]*)/g;

/** The ESM block that gives a page the listed components it names. */
export function componentImports(source, components) {
  const used = new Set(Array.from(source.matchAll(TAG), (match) => match[1]));
  const wanted = components.filter((component) => used.has(component.name));
  if (wanted.length === 0) return '';
  // Aliased, so the renderer's components prop can still replace one (PageText does).
  const imports = wanted.map(({ name, file }) => `import __mdx_${name} from ${JSON.stringify(file)};`).join('\n');
  const exported = wanted.map(({ name }) => `${name}: __mdx_${name}`).join(', ');
  return `\n\n${imports}\nexport const components = { ${exported} };\n`;
}

export default function mdxPageComponents() {
  return {
    name: 'mdx-page-components',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const root = fileURLToPath(config.root);
        let components;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'mdx-page-components',
                enforce: 'pre',
                // Read once per build (or dev server start), before any page is transformed.
                buildStart() {
                  components = mdxComponents(root) ?? [];
                },
                transform(code, id) {
                  const [path] = id.split('?');
                  if (!PAGES.test(path)) return;
                  return { code: code + componentImports(code, components), map: null };
                },
              },
            ],
          },
        });
      },
    },
  };
}
