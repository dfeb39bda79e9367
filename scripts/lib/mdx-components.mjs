/**
 * The names of the components MDX pages may use without importing them: the
 * keys of `mdxComponents` in src/components/mdx-components.ts, read with the
 * TypeScript parser (the file imports .astro components, which plain Node
 * cannot load).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

export const MDX_COMPONENTS_FILE = 'src/components/mdx-components.ts';

/** @returns {string[] | null} null when the file does not exist */
export function mdxComponentNames(root = process.cwd()) {
  const file = resolve(root, MDX_COMPONENTS_FILE);
  if (!existsSync(file)) return null;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'mdxComponents' && node.initializer) {
      let init = node.initializer;
      while (ts.isSatisfiesExpression?.(init) || ts.isAsExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) {
        for (const property of init.properties) {
          if (ts.isShorthandPropertyAssignment(property) || ts.isPropertyAssignment(property)) {
            names.push(property.name.getText(source).replace(/^['"]|['"]$/g, ''));
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}
