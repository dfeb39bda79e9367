#!/usr/bin/env node
/**
 * `npm run docs:reference`: writes docs/content-reference.md from the zod
 * schemas (scripts/lib/reference-docs/reference.mjs). With --check, only says whether the
 * committed file is up to date (exit 1 when it is not).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateReference, REFERENCE_FILE } from './lib/reference-docs/reference.mjs';

const file = resolve(process.cwd(), REFERENCE_FILE);
const text = await generateReference(process.cwd());
if (process.argv.includes('--check')) {
  const same = existsSync(file) && readFileSync(file, 'utf8') === text;
  console.log(same ? `${REFERENCE_FILE} is up to date.` : `${REFERENCE_FILE} is out of date: run \`npm run docs:reference\` and commit the result.`);
  process.exitCode = same ? 0 : 1;
} else {
  writeFileSync(file, text);
  console.log(`Wrote ${REFERENCE_FILE}.`);
}
