/**
 * Every package the code imports is declared in package.json: one that only
 * arrives through another package's dependencies can vanish with an update
 * of that package. Reads the project's own source files, nothing else.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['src', 'scripts', 'tests', 'integrations', 'server', 'enquiry'];
const ROOT_FILES = ['astro.config.mjs', 'playwright.config.ts', 'vitest.config.ts', 'eslint.config.js'];
const CODE = /\.(ts|tsx|mts|mjs|js|astro)$/;

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

const files = [
  ...ROOT_FILES,
  ...FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => CODE.test(file) && !file.split('/').includes('node_modules'))
      .map((file) => join(folder, file)),
  ),
];

/** The package a bare specifier names: `@scope/name` or `name`, without a path inside it. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
/** Specifiers that are not packages: relative paths, Node's own modules, and the modules Astro and Vite provide. */
const isPackage = (specifier: string) =>
  !/^[./]/.test(specifier) && !specifier.startsWith('node:') && !/^(astro|virtual):/.test(specifier) && !builtinModules.includes(packageOf(specifier));

/** The modules a file imports or re-exports, statically or by import(). */
function importsOf(text: string): string[] {
  const statements = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gms), ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)];
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return [...statements, ...dynamic].map((match) => match[1]!);
}

describe('the packages the code imports', () => {
  it('reads the project’s code', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('are each declared in package.json', () => {
    const undeclared = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter(isPackage)
        .filter((specifier) => !declared.has(packageOf(specifier)))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });
});
