/**
 * `npm run new -- component <Name> "<summary>"`: a component's folder with its
 * markup, its gallery fixtures (the summary the gallery and its checks show)
 * and its mdx.ts, from scripts/templates/component/. Refuses a folder that exists.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScaffoldError } from './scaffold.mjs';

const TEMPLATES = fileURLToPath(new URL('../../templates/component/', import.meta.url));

/** @returns {{ folder: string, files: string[] }} the new folder and its files, from the project root */
export function scaffoldComponent({ root = process.cwd(), name, summary }) {
  if (!/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)*$/.test(name ?? ''))
    throw new ScaffoldError(`"${name}" is not a component name: write it in PascalCase, like FeeTable`);
  if (!summary?.trim()) throw new ScaffoldError(`write: npm run new -- component ${name} "<what it is for, in one sentence>"`);
  const folder = `src/components/${name}`;
  if (existsSync(resolve(root, folder))) throw new ScaffoldError(`${folder} already exists: edit it instead, or choose another name`);
  const values = {
    name,
    slug: name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    summary: summary.trim(),
    summaryText: JSON.stringify(summary.trim()),
  };
  mkdirSync(resolve(root, folder), { recursive: true });
  const files = readdirSync(TEMPLATES).map((template) => {
    const file = `${folder}/${template.replace(/^Name\./, `${name}.`).replace(/\.template$/, '')}`;
    writeFileSync(
      resolve(root, file),
      readFileSync(resolve(TEMPLATES, template), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key) => values[key]),
    );
    return file;
  });
  return { folder, files };
}
