/**
 * The fixtures files as files, for the gallery's checks: each one's name, folder,
 * summary and number of examples, read with the TypeScript parser (a fixtures
 * file imports its .astro component, which plain Node cannot load).
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import ts from 'typescript';

export interface FixturesFile {
  /** The component's name, as the file is named (`ImageCarousel.fixtures.ts`). */
  name: string;
  file: string;
  folder: string;
  summary: string;
  examples: number;
}

/** The initializer of a top-level `export const <name> = …`. */
function exported(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const declaration = statement.declarationList.declarations.find((d) => d.name.getText(source) === name);
    if (declaration?.initializer) return declaration.initializer;
  }
  return undefined;
}

export function fixturesFiles(root = process.cwd()): FixturesFile[] {
  return globSync('src/{components,layouts}/*/*.fixtures.ts', { cwd: root })
    .sort()
    .map((file) => {
      const source = ts.createSourceFile(file, readFileSync(`${root}/${file}`, 'utf8'), ts.ScriptTarget.Latest, true);
      const summary = exported(source, 'summary');
      const examples = exported(source, 'examples');
      if (!summary || !ts.isStringLiteralLike(summary)) throw new Error(`${file}: export the summary as one string`);
      if (!examples || !ts.isArrayLiteralExpression(examples)) throw new Error(`${file}: export the examples as a list written in the file`);
      return {
        name: file.split('/').pop()!.replace('.fixtures.ts', ''),
        file,
        folder: dirname(file),
        summary: summary.text,
        examples: examples.elements.length,
      };
    });
}
