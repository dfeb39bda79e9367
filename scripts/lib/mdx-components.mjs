/**
 * The names of the components MDX pages may use without importing them: the
 * names src/components/mdx.ts exports, read with the
 * TypeScript parser (the file imports .astro components, which plain Node
 * cannot load).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

export const MDX_COMPONENTS_FILE = 'src/components/mdx.ts';

/** @returns {string[] | null} null when the file does not exist */
export function mdxComponentNames(root = process.cwd()) {
  const file = resolve(root, MDX_COMPONENTS_FILE);
  if (!existsSync(file)) return null;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.name.getText(source)));
    }
  }
  return names;
}
