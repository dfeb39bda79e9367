/**
 * The components MDX pages may use without importing them: what the
 * `mdx.ts` file of each component's or page template's folder exports (a
 * component offers itself to pages there, so no central list needs a line
 * per component),
 * read with the TypeScript parser (the files re-export .astro components,
 * which plain Node cannot load).
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

export const MDX_COMPONENTS_FILE = 'src/{components,layouts}/*/mdx.ts';

/** Each name a file exports, with the absolute path of the module it comes from. */
function exportsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const components = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? resolve(dirname(file), statement.moduleSpecifier.text) : file;
    components.push(...statement.exportClause.elements.map((element) => ({ name: element.name.getText(source), file: from })));
  }
  return components;
}

/** @returns {{ name: string, file: string }[] | null} each export's name and the absolute path of its file, by name; null when no folder has an mdx.ts */
export function mdxComponents(root = process.cwd()) {
  const files = globSync(MDX_COMPONENTS_FILE, { cwd: root });
  if (files.length === 0) return null;
  return files.flatMap((file) => exportsOf(resolve(root, file))).sort((a, b) => a.name.localeCompare(b.name));
}

/** @returns {string[] | null} null when no folder has an mdx.ts */
export function mdxComponentNames(root = process.cwd()) {
  return mdxComponents(root)?.map((component) => component.name) ?? null;
}
