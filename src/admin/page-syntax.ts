/**
 * Whether a page's text can be read as MDX, checked in the editor as it is
 * typed, so that a text the content check would refuse (text on the line of
 * a `<div …>` that closes lines later, a stray `{`) cannot be published. The
 * check reads pages with Astro's own parser (satteri), which has no build for
 * this browser bundle; this is the JavaScript parser of the same grammar
 * (micromark's MDX extensions), and tests/unit/page-syntax.test.ts holds the
 * two to the same verdicts. The words are the check's (mdx-problem.ts).
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxProblem } from '../content-io/mdx-problem.ts';

/** Why the text cannot be read, as the content check says it, with its line in the text; undefined when it can. */
export function pageTextProblem(body: string): string | undefined {
  try {
    fromMarkdown(body, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
    return undefined;
  } catch (error) {
    const { line, reason, message } = error as { line?: number; reason?: string; message: string };
    // A tag left open is reported at the end of the text, with the tag's place in the message: "(3:1-3:11)".
    const at = line ?? Number(/\((\d+):\d+/.exec(message)?.[1] ?? 1);
    const { problem, fix } = mdxProblem(reason ?? message);
    return `Page text, line ${at}: ${problem}; ${fix}.`;
  }
}
