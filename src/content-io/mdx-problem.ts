/**
 * Why a page's text cannot be read as MDX, in words an editor can act on:
 * the parser's message without its positions, the line in the file, and a
 * fix. The content check (scripts/lib/content-check/mdx.mjs) and the
 * editor's page form (src/admin/page-syntax.ts) both say it this way.
 */
export type MdxProblem = { line: number; problem: string; fix: string };

/** The problem of a parser message "line:column: reason", its line counted from `firstLine`. */
export function mdxProblem(message: string, firstLine = 1): MdxProblem {
  const at = /^(\d+):(\d+):\s*/.exec(message);
  const line = (at ? Number(at[1]) : 1) + firstLine - 1;
  const reason = message
    .replace(/^(\d+):(\d+):\s*/, '')
    .replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/g, '')
    .replace(/\s*\([a-z-]+:[a-z-]+\)\s*$/, '');
  let fix = 'check the component tags (<Name …> … </Name>, or <Name … />) and curly braces near this line';
  const tag = /closing tag for `<([^>`]+)>`/.exec(reason);
  if (tag) fix = `close it with </${tag[1]}> after its content, or write <${tag[1]} … /> when it has no content`;
  else if (/`<`|before name|`\{`|`}`/.test(reason)) fix = 'in ordinary text, write "<" as &lt; and "{" as \\{ ; otherwise check the component tag on this line';
  return { line, problem: `the page text cannot be read (${reason})`, fix };
}
