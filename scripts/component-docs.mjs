#!/usr/bin/env node
/**
 * `npm run docs:components`: writes the section of docs/editing.md on the
 * components pages can use, from the components' mdx.ts and fixtures
 * (scripts/lib/reference-docs/component-docs.mjs). With --check (run by
 * `npm run check`), only says whether the committed section is up to date
 * (exit 1 when it is not, or when a component has no description).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { COMPONENT_DOCS_COMMAND, GUIDE_FILE, generateComponentSection, undescribed, withComponentSection } from './lib/reference-docs/component-docs.mjs';

const root = process.cwd();
const file = resolve(root, GUIDE_FILE);
const guide = readFileSync(file, 'utf8');
const missing = undescribed(root);
const updated = withComponentSection(guide, generateComponentSection(root));

if (missing.length) {
  for (const { name, mdxFile } of missing)
    console.log(
      `${relative(root, mdxFile)}: ${name} has no description: write a /** … */ comment above its export, saying what it shows and how to write its tag.`,
    );
  process.exitCode = 1;
}
if (updated === null) {
  console.log(`${GUIDE_FILE} has lost the markers of its generated component section: restore the two <!-- … --> lines from git.`);
  process.exitCode = 1;
} else if (process.argv.includes('--check')) {
  const same = updated === guide;
  console.log(
    same
      ? `${GUIDE_FILE}: the component section is up to date.`
      : `${GUIDE_FILE}: the component section is out of date with the components' mdx.ts and fixtures: run \`${COMPONENT_DOCS_COMMAND}\` and commit the result.`,
  );
  if (!same) process.exitCode = 1;
} else {
  writeFileSync(file, updated);
  console.log(`Wrote the component section of ${GUIDE_FILE}.`);
}
