/**
 * A page's text as the editor's form shows it: a sequence of blocks, text
 * (markdown, with its links and the session inside) and parts (each
 * component that stands on its own, with its attributes and the words it
 * wraps). Joining the blocks gives the text back byte for byte; a block that
 * was not changed is written back exactly as it was read, and a changed
 * attribute is rewritten in its place. The blank lines between blocks belong
 * to the places, not the blocks: moving a block keeps the page's spacing.
 * Pure, so tests import it too.
 */
import { componentTags, INLINE_COMPONENTS, LAYOUT_PART, layoutTags, scanTo, type Tag } from './page-parts.ts';

/** `gap`: the blank lines before the block. */
export type TextBlock = { kind: 'text'; gap: string; text: string };
/** `open`: the opening tag as written; a wrapping part's words, then `close`. */
export type PartBlock = { kind: 'part'; gap: string; name: string; open: string; words?: PageBlocks; close?: string };
export type Block = TextBlock | PartBlock;
/** `end`: the blank lines after the last block. */
export type PageBlocks = { blocks: Block[]; end: string };

/** What the build says of a component a page may use (integrations/mdx-page-components/component-props.mjs). */
export type PropChoice = { value: string; label: string };
/** A prop of a component; `numeric`: its choices are numbers, written as `{3}`; `from`: the collection its choices are the entries of. */
export type PropInfo = {
  name: string;
  required: boolean;
  hint?: string;
  kind: 'boolean' | 'choice' | 'text';
  choices?: PropChoice[];
  numeric?: boolean;
  from?: string;
};
export type ComponentInfo = { name: string; wraps: boolean; props: PropInfo[] };

const leadingBlankLines = (text: string) => /^\s*\n/.exec(text)?.[0] ?? '';
const trailingBlankLines = (text: string) => /\n\s*$/.exec(text)?.[0] ?? (text.trim() ? '' : text);

/** The closing tag that matches the component opened at `tags[at]` (those of the same name may nest), if any. */
export function closingTag(tags: Tag[], at: number): Tag | undefined {
  let depth = 0;
  for (const tag of tags.slice(at + 1)) {
    if (tag.name !== tags[at]!.name || tag.kind === 'self-closing') continue;
    if (tag.kind === 'open') depth++;
    else if (depth-- === 0) return tag;
  }
  return undefined;
}

/** The blocks of a text; a wrapping part's words are blocks of their own (a school's page holds its gallery and lists). */
export function splitBlocks(body: string): PageBlocks {
  const tags = [...componentTags(body), ...layoutTags(body)].sort((a, b) => a.start - b.start);
  const blocks: Block[] = [];
  let from = 0;
  let gap = '';
  /** The text up to a part: the blank lines around it are gaps, what is between them a text block. */
  const textUpTo = (to: number) => {
    const between = body.slice(from, to);
    const lead = leadingBlankLines(between);
    const trail = trailingBlankLines(between.slice(lead.length));
    const text = between.slice(lead.length, between.length - trail.length);
    if (text) {
      blocks.push({ kind: 'text', gap: gap + lead, text });
      gap = trail;
    } else gap += between;
  };
  tags.forEach((tag, at) => {
    if (tag.start < from || tag.kind === 'close' || INLINE_COMPONENTS.includes(tag.name)) return;
    const close = tag.kind === 'open' ? closingTag(tags, at) : undefined;
    if (tag.kind === 'open' && !close) return;
    textUpTo(tag.start);
    const part: PartBlock = { kind: 'part', gap, name: tag.name, open: body.slice(tag.start, tag.end) };
    if (close) {
      part.words = splitBlocks(body.slice(tag.end, close.start));
      part.close = body.slice(close.start, close.end);
    }
    blocks.push(part);
    gap = '';
    from = close?.end ?? tag.end;
  });
  textUpTo(body.length);
  return { blocks, end: gap };
}

const sourceOf = (block: Block): string => (block.kind === 'text' ? block.text : block.open + (block.words ? joinBlocks(block.words) + block.close : ''));

export const joinBlocks = ({ blocks, end }: PageBlocks): string => blocks.map((block) => block.gap + sourceOf(block)).join('') + end;

/** Every part of the blocks, those inside other parts' words too. */
export const everyPart = ({ blocks }: PageBlocks): PartBlock[] =>
  blocks.flatMap((block) => (block.kind === 'part' ? [block, ...(block.words ? everyPart(block.words) : [])] : []));

/** Every part that is a component (not a layout wrapper), those inside other parts' words too. */
export const everyComponentPart = (page: PageBlocks): PartBlock[] => everyPart(page).filter((part) => part.name !== LAYOUT_PART);

/** Every text block's words, those inside parts' words too. */
export const everyText = ({ blocks }: PageBlocks): string[] =>
  blocks.flatMap((block) => (block.kind === 'text' ? [block.text] : block.words ? everyText(block.words) : []));

/** One attribute of a tag: `name="value"`, `name='value'`, `name={expression}` or a bare `name` (true), and where it is in the tag. */
export type Attribute = { name: string; value: string | true; expression: boolean; start: number; end: number };

/** The attributes of a part's opening tag, in order. */
export function attributesOf(open: string): Attribute[] {
  const attributes: Attribute[] = [];
  const namePattern = /([A-Za-z_][\w:.-]*)\s*(=\s*)?/y;
  for (let at = 1 + /^<([\w.-]+)/.exec(open)![1]!.length; at < open.length;) {
    namePattern.lastIndex = at;
    const match = namePattern.exec(open);
    if (!match) {
      at++;
      continue;
    }
    const [, name, equals] = match;
    let end = namePattern.lastIndex;
    if (!equals) {
      attributes.push({ name: name!, value: true, expression: false, start: at, end: at + name!.length });
      at = end;
      continue;
    }
    const first = open[end];
    if (first === '{') end = scanTo(open, end, (c, depth) => c === '}' && depth === 0) + 1;
    else if (first === '"' || first === "'") end = open.indexOf(first, end + 1) + 1;
    else {
      at = end;
      continue;
    }
    const raw = open.slice(namePattern.lastIndex, end);
    attributes.push({ name: name!, value: first === '{' ? raw : raw.slice(1, -1), expression: first === '{', start: at, end });
    at = end;
  }
  return attributes;
}

/** A text as an attribute value: in double quotes, or single when it holds a double one. */
const quoted = (value: string) => (!value.includes('"') ? `"${value}"` : !value.includes("'") ? `'${value}'` : `{${JSON.stringify(value)}}`);

/**
 * The opening tag with one attribute set: rewritten where it stands (the
 * others untouched), added after the last one when new, and removed when
 * false or empty. A flag is written bare (`wide`), as the pages write it.
 */
export function withAttribute(open: string, name: string, value: string | number | boolean): string {
  const attributes = attributesOf(open);
  const existing = attributes.find((attribute) => attribute.name === name);
  const written = value === true ? name : typeof value === 'number' ? `${name}={${value}}` : `${name}=${quoted(String(value))}`;
  const remove = value === false || value === '';
  if (existing) {
    if (remove) return open.slice(0, existing.start).trimEnd() + open.slice(existing.end);
    return open.slice(0, existing.start) + written + open.slice(existing.end);
  }
  if (remove) return open;
  const at = attributes.at(-1)?.end ?? `<${componentTags(open)[0]!.name}`.length;
  return `${open.slice(0, at)} ${written}${open.slice(at)}`;
}

export const newText = (): TextBlock => ({ kind: 'text', gap: '', text: '' });

/** A new component's required attributes, written empty, to be chosen: ` person=""`. */
export const emptySettings = (component: ComponentInfo) =>
  component.props
    .filter((prop) => prop.required && prop.kind !== 'boolean')
    .map((prop) => ` ${prop.name}=""`)
    .join('');

/** A new part of a component: its required attributes empty, to be chosen; a wrapping one with room for its words. */
export function newPart(component: ComponentInfo): PartBlock {
  const attributes = emptySettings(component);
  if (!component.wraps) return { kind: 'part', gap: '', name: component.name, open: `<${component.name}${attributes} />` };
  return {
    kind: 'part',
    gap: '',
    name: component.name,
    open: `<${component.name}${attributes}>`,
    words: { blocks: [{ ...newText(), gap: '\n\n' }], end: '\n\n' },
    close: `</${component.name}>`,
  };
}

/** The blocks with `block` added before the one at `at` (at the end unless given), a blank line between them; the first keeps the text's opening blank lines. */
export function withBlockAdded(blocks: Block[], block: Block, at = blocks.length): Block[] {
  if (at === 0 && blocks.length) return [{ ...block, gap: blocks[0]!.gap }, { ...blocks[0]!, gap: '\n\n' }, ...blocks.slice(1)];
  return [...blocks.slice(0, at), { ...block, gap: blocks.length ? '\n\n' : '' }, ...blocks.slice(at)];
}

/** The blocks with the one at `from` moved to `to`; each place keeps its blank lines. */
export function withBlockMoved(blocks: Block[], from: number, to: number): Block[] {
  if (to < 0 || to >= blocks.length) return blocks;
  const moved = [...blocks];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved.map((block, at) => ({ ...block, gap: blocks[at]!.gap }));
}

/** The blocks without the one at `at`; the first keeps the text's opening blank lines. */
export function withBlockRemoved(blocks: Block[], at: number): Block[] {
  const left = blocks.filter((_, index) => index !== at);
  return at === 0 && left.length ? [{ ...left[0]!, gap: blocks[0]!.gap }, ...left.slice(1)] : left;
}

/** A component's name as an editor reads it: "OfficerProfile" → "Officer profile". */
/** What a layout wrapper does, as its card is titled: by its class or the place (slot) of the page it fills. */
const LAYOUTS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/\bclass="prose"/, () => 'Text at reading width'],
  [/\bclass="page-split"/, () => 'Side by side'],
  [/\bclass="list-columns"/, () => 'List in columns'],
  [/\bslot="([^"]+)"/, ([, slot]) => `Words for the page's “${slot!.replace(/-/g, ' ')}” place`],
];

/** A part's card title: a component's name in words ("Fee table"), or what a layout wrapper does ("Text at reading width"). */
export function partTitle(part: Pick<PartBlock, 'name' | 'open'>): string {
  if (part.name !== LAYOUT_PART) return readableName(part.name);
  for (const [pattern, title] of LAYOUTS) {
    const match = pattern.exec(part.open);
    if (match) return title(match);
  }
  return 'Group of blocks';
}

export const readableName = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').replace(/ [A-Z](?=[a-z])/g, (word) => word.toLowerCase());

/** A setting's label in a part's form: "person" → "Person", "headingLevel" → "Heading level". */
export const settingLabel = (name: string) => readableName(name).replace(/^./, (first) => first.toUpperCase());

/**
 * A prop's setting as its form field shows it: the attribute's value, a
 * number's digits for a numeric choice written `{3}`, and whether it is an
 * expression the form shows without editing.
 */
export function settingOf(attribute: Attribute | undefined, prop: PropInfo): { value: string | true | undefined; expression: boolean } {
  const number = prop.numeric && attribute?.expression ? /^\{\s*(-?\d+(?:\.\d+)?)\s*\}$/.exec(String(attribute.value))?.[1] : undefined;
  if (number !== undefined) return { value: number, expression: false };
  return { value: attribute?.value, expression: Boolean(attribute?.expression) };
}

/** The opening tag with a prop set from its form field: a numeric choice is written as a number. */
export const withSetting = (open: string, prop: PropInfo, value: string | boolean) =>
  withAttribute(open, prop.name, prop.numeric && typeof value === 'string' && value !== '' ? Number(value) : value);

/** What keeps a part from being saved: a required attribute left empty, or a value not among the choices. */
export function partProblem(part: PartBlock, component: ComponentInfo | undefined): string | undefined {
  const attributes = attributesOf(part.open);
  for (const prop of component?.props ?? []) {
    const { value, expression } = settingOf(
      attributes.find((a) => a.name === prop.name),
      prop,
    );
    if (expression) continue;
    if (prop.required && prop.kind !== 'boolean' && !value) return `${readableName(part.name)}: choose its ${readableName(prop.name)}`;
    if (prop.kind === 'choice' && typeof value === 'string' && value && !prop.choices?.some((choice) => choice.value === value))
      return `${readableName(part.name)}: "${value}" is not one of the ${prop.name} choices`;
  }
  return undefined;
}
