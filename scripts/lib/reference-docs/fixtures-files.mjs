/**
 * The fixtures files as files (`src/{components,layouts}/*\/<Name>.fixtures.ts`):
 * each one's name, folder, summary and examples as written, read with the
 * TypeScript parser, not run (a fixtures file imports its .astro component,
 * which plain Node cannot load, and may read ids from the content). For the
 * gallery's checks and the editing guide's component section.
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import ts from 'typescript';

/** How a value the file computes rather than writes (an id read from the content) is given: the editor writes their own. */
export const COMPUTED = '…';

/** The initializer of a top-level `export const <name> = …`. */
function exported(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const declaration = statement.declarationList.declarations.find((d) => d.name.getText(source) === name);
    if (declaration?.initializer) return declaration.initializer;
  }
  return undefined;
}

/** The value a literal writes; COMPUTED for an expression the file computes. */
function literal(node) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literal(node.expression);
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literal);
  if (ts.isObjectLiteralExpression(node)) {
    const object = {};
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property))
        object[ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name) ? property.name.text : property.name.getText()] = literal(
          property.initializer,
        );
      else if (ts.isShorthandPropertyAssignment(property)) object[property.name.text] = COMPUTED;
    }
    return object;
  }
  return COMPUTED;
}

/**
 * @param {string} [root] the project folder
 * @returns {{ name: string, file: string, folder: string, summary: string, examples: import('../../../src/gallery/types.ts').Example[] }[]} by file
 */
export function fixturesFiles(root = process.cwd()) {
  return globSync('src/{components,layouts}/*/*.fixtures.ts', { cwd: root })
    .sort()
    .map((file) => {
      const source = ts.createSourceFile(file, readFileSync(`${root}/${file}`, 'utf8'), ts.ScriptTarget.Latest, true);
      const summary = exported(source, 'summary');
      const examples = exported(source, 'examples');
      if (!summary || !ts.isStringLiteralLike(summary)) throw new Error(`${file}: export the summary as one string`);
      if (!examples || !ts.isArrayLiteralExpression(examples)) throw new Error(`${file}: export the examples as a list written in the file`);
      return {
        name: file.split('/').pop().replace('.fixtures.ts', ''),
        file,
        folder: dirname(file),
        summary: summary.text,
        examples: literal(examples),
      };
    });
}
