/** Prints content problems for people: grouped by file, each with its line, field, what is wrong and how to fix it. */
export function formatProblems(problems) {
  const lines = [];
  let file;
  for (const p of problems) {
    if (p.file !== file) {
      file = p.file;
      lines.push('', `${p.file}`);
    }
    lines.push(`  line ${p.line} · ${p.field}`);
    lines.push(`    What is wrong: ${p.problem}`);
    if (p.fix) lines.push(`    How to fix:    ${p.fix}`);
  }
  return lines.join('\n');
}
