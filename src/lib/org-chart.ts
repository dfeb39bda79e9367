/**
 * Lays out an organisation chart (a tree of labelled boxes) for drawing as
 * SVG. Children sit side by side under their parent, centred; when every
 * child of a node is a leaf, they are stacked under it as an indented list,
 * which keeps the chart narrow enough to read.
 */
export interface ChartNode {
  label: string;
  href?: string;
  children?: ChartNode[];
}

export interface ChartBox {
  label: string;
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  boxes: ChartBox[];
  /** SVG path data of the connector from each parent to each child. */
  connectors: string[];
}

export const BOX_WIDTH = 176;
const H_GAP = 16;
const V_GAP = 36;
const STACK_INDENT = 24;
const STACK_GAP = 10;
const LINE_HEIGHT = 16;
const PADDING_Y = 10;
/** Characters per line that fit a box at the chart's font size. */
export const LINE_CHARS = 22;

/** Breaks a label into lines of at most `max` characters, at spaces. */
export function wrapLabel(label: string, max = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const isLeaf = (node: ChartNode) => !node.children?.length;
const stacked = (node: ChartNode) => !isLeaf(node) && node.children!.every(isLeaf);

function countLines(node: ChartNode): number {
  return Math.max(wrapLabel(node.label).length, ...(node.children ?? []).map(countLines));
}

export function layoutChart(root: ChartNode): ChartLayout {
  const boxHeight = countLines(root) * LINE_HEIGHT + PADDING_Y * 2;
  const boxes: ChartBox[] = [];
  const connectors: string[] = [];

  const widthOf = (node: ChartNode): number => {
    if (isLeaf(node)) return BOX_WIDTH;
    if (stacked(node)) return STACK_INDENT + BOX_WIDTH;
    const children = node.children!.map(widthOf);
    return Math.max(BOX_WIDTH, children.reduce((a, b) => a + b, 0) + H_GAP * (children.length - 1));
  };

  const box = (node: ChartNode, x: number, y: number, depth: number): ChartBox => {
    const b = { label: node.label, lines: wrapLabel(node.label), x, y, width: BOX_WIDTH, height: boxHeight, depth };
    boxes.push(b);
    return b;
  };

  /** Places a subtree in the band starting at `left`; returns the bottom of the subtree. */
  const place = (node: ChartNode, left: number, top: number, depth: number): number => {
    const width = widthOf(node);
    if (isLeaf(node)) {
      box(node, left + (width - BOX_WIDTH) / 2, top, depth);
      return top + boxHeight;
    }
    if (stacked(node)) {
      const parent = box(node, left, top, depth);
      const spine = parent.x + STACK_INDENT / 2;
      let y = top + boxHeight + STACK_GAP;
      for (const child of node.children!) {
        box(child, left + STACK_INDENT, y, depth + 1);
        connectors.push(`M${spine} ${top + boxHeight}V${y + boxHeight / 2}H${left + STACK_INDENT}`);
        y += boxHeight + STACK_GAP;
      }
      return y - STACK_GAP;
    }
    const parent = box(node, left + (width - BOX_WIDTH) / 2, top, depth);
    const childTop = top + boxHeight + V_GAP;
    const widths = node.children!.map(widthOf);
    let x = left + (width - (widths.reduce((a, b) => a + b, 0) + H_GAP * (widths.length - 1))) / 2;
    let bottom = childTop;
    node.children!.forEach((child, i) => {
      const childWidth = widths[i]!;
      const childX = stacked(child) ? x : x + (childWidth - BOX_WIDTH) / 2;
      const from = parent.x + BOX_WIDTH / 2;
      const to = childX + BOX_WIDTH / 2;
      const mid = top + boxHeight + V_GAP / 2;
      connectors.push(`M${from} ${top + boxHeight}V${mid}H${to}V${childTop}`);
      bottom = Math.max(bottom, place(child, x, childTop, depth + 1));
      x += childWidth + H_GAP;
    });
    return bottom;
  };

  const height = place(root, 0, 0, 0);
  return { width: widthOf(root), height, boxes, connectors };
}
