#!/usr/bin/env node
/**
 * Checks all content (every collection of src/schemas/index.ts) and prints
 * every problem at once: file, line, field, what is wrong, how to fix it.
 * Exits 1 when there is any problem. Texts still without their Hindi are
 * listed after, for the Hindi editor, and never fail the check: Hindi pages
 * show them in English, marked as not yet translated. Run from the project folder:
 *   node scripts/check-content.mjs
 */
import { validateContent } from './lib/content-check/validate.mjs';
import { formatProblems } from './lib/content-check/print-problems.mjs';

const root = process.cwd();
try {
  const { problems, untranslated, notes, counts } = await validateContent(root);
  for (const note of notes) console.log(`Note: ${note}`);
  if (untranslated.length) {
    const count = `${untranslated.length} text${untranslated.length === 1 ? '' : 's'}`;
    console.log(`Hindi still to write (a warning, not a problem): ${count} that Hindi pages show in English for now.`);
    console.log(formatProblems(untranslated));
    console.log('');
  }
  if (problems.length === 0) {
    console.log(`Content check: all ${counts.entries} entries in ${counts.collections} collections are valid.`);
  } else {
    const files = new Set(problems.map((p) => p.file)).size;
    console.log(`Content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.`);
    console.log(formatProblems(problems));
    console.log('\nFix these, save, and run `npm run check` again. docs/editing.md explains every field.');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`The content check could not run: ${String(error?.message ?? error).split('\n')[0]}`);
  process.exitCode = 2;
}
