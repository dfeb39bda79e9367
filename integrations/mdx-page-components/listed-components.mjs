/**
 * The components MDX pages may use without importing them: what
 * src/components/mdx.ts exports, read with the TypeScript parser (the file
 * imports .astro components, which plain Node cannot load).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

export const MDX_COMPONENTS_FILE = 'src/components/mdx.ts';

/** @returns {{ name: string, file: string }[] | null} each export's name and the absolute path of its file; null when mdx.ts does not exist */
export function mdxComponents(root = process.cwd()) {
  const file = resolve(root, MDX_COMPONENTS_FILE);
  if (!existsSync(file)) return null;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const components = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? resolve(dirname(file), statement.moduleSpecifier.text) : file;
    components.push(...statement.exportClause.elements.map((element) => ({ name: element.name.getText(source), file: from })));
  }
  return components;
}

/** @returns {string[] | null} null when the file does not exist */
export function mdxComponentNames(root = process.cwd()) {
  return mdxComponents(root)?.map((component) => component.name) ?? null;
}
