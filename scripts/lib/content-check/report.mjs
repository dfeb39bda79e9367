/**
 * The content check's report, as `node scripts/check-content.mjs` prints it:
 * notes, the texts still without their Hindi (a warning), then every problem
 * or the all-clear. `status` is the command's exit status: 0 valid, 1 with
 * problems, 2 when the check could not run. Tests that check a copy of the
 * project many times call it in their own process.
 */
import { validateContent } from './validate.mjs';
import { formatProblems } from './print-problems.mjs';

/** @returns {Promise<{ status: 0 | 1 | 2, output: string }>} */
export async function contentCheckReport(root = process.cwd()) {
  const lines = [];
  try {
    const { problems, untranslated, notes, counts } = await validateContent(root);
    for (const note of notes) lines.push(`Note: ${note}`);
    if (untranslated.length) {
      const count = `${untranslated.length} text${untranslated.length === 1 ? '' : 's'}`;
      lines.push(`Hindi still to write (a warning, not a problem): ${count} that Hindi pages show in English for now.`);
      lines.push(formatProblems(untranslated), '');
    }
    if (problems.length === 0) {
      lines.push(`Content check: all ${counts.entries} entries in ${counts.collections} collections are valid.`);
      return { status: 0, output: lines.join('\n') };
    }
    const files = new Set(problems.map((p) => p.file)).size;
    lines.push(`Content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.`);
    lines.push(formatProblems(problems));
    lines.push('\nFix these, save, and run `npm run check` again. docs/editing.md explains every field.');
    return { status: 1, output: lines.join('\n') };
  } catch (error) {
    return { status: 2, output: `The content check could not run: ${String(error?.message ?? error).split('\n')[0]}` };
  }
}
