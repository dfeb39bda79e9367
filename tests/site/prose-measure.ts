/**
 * How long the lines of a page's prose run, measured in the open page: the
 * whole-site crawl (every-page.spec.ts) holds every page's paragraphs and list
 * items at desktop width to about 70 characters a line (the `--measure`
 * token), counting a Devanagari letter with its signs as one (a grapheme).
 * A grid or flex item is read as a cell of its own, as a table's cell is: a
 * date set in a column beside a title is not part of the title's line.
 */

/** About 70 characters, with room for a line that ends in a long word. */
export const LONGEST_PROSE_LINE = 80;

/** The main content's lines longer than `limit` characters: `"The university…": 84 characters`. */
export function proseLinesLongerThan(limit: number): string[] {
  const graphemes = new Intl.Segmenter();
  // Defined inside: the function runs in the page (page.evaluate), without this module.
  /** The grid or flex item of `block` that holds `node`, or the block itself. */
  const cellOf = (node: Node, block: Element): Element => {
    for (let element = node.parentElement; element && element !== block; element = element.parentElement) {
      if (/(grid|flex)$/.test(getComputedStyle(element.parentElement!).display)) return element;
    }
    return block;
  };
  const found: string[] = [];
  for (const block of document.querySelectorAll('main :is(p, li)')) {
    // Tables keep their own widths; a list item holding a list or paragraphs is measured by those.
    if (block.closest('table') || block.querySelector('p, li')) continue;
    const lines: number[] = [];
    let lastLeft = Infinity;
    let lastCell: Element | undefined;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      // Words for screen readers only sit in a box of a pixel: not a line anyone reads.
      const holder = text.parentElement!.getBoundingClientRect();
      if (holder.width <= 1 || holder.height <= 1) continue;
      for (const word of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const box = range.getClientRects()[0];
        if (!box) continue;
        // Left to right, a word that starts left of the one before it starts a new line, as does a new cell.
        const cell = cellOf(text, block);
        if (box.left < lastLeft || cell !== lastCell) lines.push(-1);
        lastCell = cell;
        lines[lines.length - 1]! += [...graphemes.segment(word[0])].length + 1;
        lastLeft = box.left;
      }
    }
    const longest = Math.max(0, ...lines);
    if (longest > limit) found.push(`"${block.textContent!.trim().slice(0, 40)}…": ${longest} characters`);
  }
  return found;
}
