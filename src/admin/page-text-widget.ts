/**
 * A page's text in its form as blocks (page-blocks.ts): text blocks, Markdown
 * with a chip for each link and the session (page-chips.ts), and parts, a
 * card each with one field per prop of the component (prop-field.ts). Blocks
 * move up and down and are removed; a part or a text block is added at the
 * end or before any block. The components, their props and choices
 * come from the build (/admin/page-parts.json, from each component's Props).
 */
import {
  attributesOf,
  everyComponentPart,
  joinBlocks,
  newPart,
  newText,
  partProblem,
  partTitle,
  readableName,
  settingOf,
  splitBlocks,
  withBlockAdded,
  withBlockMoved,
  withBlockRemoved,
  withSetting,
  type Block,
  type ComponentInfo,
  type PageBlocks,
  type PartBlock,
  type PropInfo,
} from './page-blocks.ts';
import { INLINE_COMPONENTS, LAYOUT_PART } from './page-parts.ts';
import { problemLine } from './problem-line.ts';
import { pageTextProblem } from './page-syntax.ts';
import { chipProblem, everyChip, type Caret } from './page-runs.ts';
import { textBlockField } from './page-chips.ts';
import { propField } from './prop-field.ts';

interface Props {
  value: unknown;
  forID: string;
  onChange(value: string): void;
}
interface State {
  page: PageBlocks;
  components: ComponentInfo[];
  /** The part chosen to be added, by the list of blocks it is added to. */
  adding: Record<string, string>;
  /** Where in that list a block is added: before the block at this place ('' or none: at the end). */
  placing: Record<string, string>;
  /** The chip whose panel is open: its text block's id and its place in the block's runs. */
  chip?: { block: string; run: number };
}
interface Self {
  props: Props;
  state: State;
  setState(state: Partial<State>, then?: () => void): void;
  change(page: PageBlocks): void;
  problem(): string | undefined;
  pick(block: string, run: number | undefined, focus: string): void;
  /** Where the caret last stood in each text block's boxes, by block id (not state: moving the caret draws nothing). */
  carets?: Record<string, { at?: Caret }>;
  blocks(page: PageBlocks, change: (page: PageBlocks) => void, where: string): unknown;
  part(block: PartBlock, change: (block: Block) => void, where: string): unknown;
}

const { createClass, h } = window;

let pageParts: Promise<ComponentInfo[]> | undefined;
const loadPageParts = () =>
  (pageParts ??= fetch('/admin/page-parts.json')
    .then((response) => (response.ok ? response.json() : []))
    .catch(() => []));

export const PageTextControl = createClass({
  getInitialState(this: Self): State {
    return { page: splitBlocks(String(this.props.value ?? '')), components: [], adding: {}, placing: {} };
  },
  componentDidMount(this: Self) {
    void loadPageParts().then((components) => this.setState({ components }));
  },
  /** What keeps the text from being published: a part's setting, or text the content check cannot read. */
  problem(this: Self) {
    const byName = new Map(this.state.components.map((component) => [component.name, component]));
    const part = everyComponentPart(this.state.page)
      .map((block) => partProblem(block, byName.get(block.name)))
      .find(Boolean);
    const chip = everyChip(this.state.page)
      .map((c) => chipProblem(c, byName.get(c.name)))
      .find(Boolean);
    return part ?? chip ?? pageTextProblem(joinBlocks(this.state.page));
  },
  isValid(this: Self) {
    const problem = this.problem();
    return problem ? { error: { message: problem } } : true;
  },
  change(this: Self, page: PageBlocks) {
    this.setState({ page });
    this.props.onChange(joinBlocks(page));
  },
  /** Opens a chip's panel (or closes it), then moves the focus: to an element, or a panel's first field. */
  pick(this: Self, block: string, run: number | undefined, focus: string) {
    this.setState({ chip: run === undefined ? undefined : { block, run } }, () => {
      const element = document.getElementById(focus);
      (element?.matches('fieldset') ? element.querySelector<HTMLElement>('select, input, textarea, button') : element)?.focus();
    });
  },

  /** A part's card: its name, one field per prop (the component's, then any other the page writes), and the blocks it wraps. */
  part(this: Self, block: PartBlock, change: (block: Block) => void, where: string) {
    const component = this.state.components.find((c) => c.name === block.name);
    const attributes = attributesOf(block.open);
    // A layout wrapper's class or place is the page's design, named by its card's title, not a setting of the words.
    const props: PropInfo[] =
      block.name === LAYOUT_PART
        ? []
        : [
            ...(component?.props ?? []),
            ...attributes
              .filter((a) => !component?.props.some((p) => p.name === a.name))
              .map((a): PropInfo => ({ name: a.name, required: true, kind: 'text' })),
          ];
    return h(
      'div',
      { className: 'page-part__body' },
      ...props.map((prop) => {
        const { value, expression } = settingOf(
          attributes.find((a) => a.name === prop.name),
          prop,
        );
        return propField(prop, value, expression, `${where}-${prop.name}`, (set) => change({ ...block, open: withSetting(block.open, prop, set) }));
      }),
      block.words
        ? h(
            'div',
            { className: 'page-part__words' },
            h('p', null, 'Inside it:'),
            this.blocks(block.words, (words) => change({ ...block, words }), where),
          )
        : null,
    );
  },

  /** A list of blocks with their move and remove buttons, and the controls that add one, at the end or before a block. */
  blocks(this: Self, page: PageBlocks, change: (page: PageBlocks) => void, where: string) {
    const set = (blocks: Block[]) => change({ ...page, blocks });
    const replace = (at: number) => (block: Block) => set(page.blocks.map((b, i) => (i === at ? block : b)));
    const button = (text: string, label: string, onClick: () => void, disabled = false) =>
      h('button', { type: 'button', className: 'page-text__button', 'aria-label': label, title: label, disabled, onClick }, text);
    const adding = this.state.adding[where] ?? '';
    const placing = this.state.placing[where] ?? '';
    const titleOf = (block: Block) => (block.kind === 'text' ? 'Text' : partTitle(block));
    const add = (block: Block) => {
      set(withBlockAdded(page.blocks, block, placing === '' ? page.blocks.length : Number(placing)));
      this.setState({ placing: { ...this.state.placing, [where]: '' } });
    };
    return h(
      'div',
      { className: 'page-text__blocks' },
      ...page.blocks.map((block, at) => {
        const id = `${where}-${at}`;
        const title = titleOf(block);
        return h(
          'section',
          { key: id, className: `page-block page-block--${block.kind}`, 'data-block': block.kind, 'data-part': block.kind === 'part' ? block.name : undefined },
          h(
            'div',
            { className: 'page-block__head' },
            h('h3', { className: 'page-block__title' }, title),
            button('Up', `Move ${title} up`, () => set(withBlockMoved(page.blocks, at, at - 1)), at === 0),
            button('Down', `Move ${title} down`, () => set(withBlockMoved(page.blocks, at, at + 1)), at === page.blocks.length - 1),
            button('Remove', `Remove ${title}`, () => set(withBlockRemoved(page.blocks, at))),
          ),
          block.kind === 'text'
            ? textBlockField({
                id,
                label: `Text ${at + 1}`,
                text: block.text,
                components: this.state.components,
                onChange: (text) => replace(at)({ ...block, text }),
                open: this.state.chip?.block === id ? this.state.chip.run : undefined,
                pick: (run, focus) => this.pick(id, run, focus),
                caret: ((this.carets ??= {})[id] ??= {}),
              })
            : this.part(block, replace(at), id),
        );
      }),
      h(
        'div',
        { className: 'page-text__add' },
        page.blocks.length > 0 &&
          h(
            'select',
            {
              'aria-label': 'Where to add',
              value: placing,
              onChange: (event: { target: { value: string } }) => this.setState({ placing: { ...this.state.placing, [where]: event.target.value } }),
            },
            h('option', { value: '' }, 'At the end'),
            ...page.blocks.map((block, at) => h('option', { value: String(at) }, `Before block ${at + 1} (${titleOf(block)})`)),
          ),
        h('button', { type: 'button', className: 'page-text__button', onClick: () => add(newText()) }, 'Add text'),
        h(
          'select',
          {
            'aria-label': 'Part to add',
            value: adding,
            onChange: (event: { target: { value: string } }) => this.setState({ adding: { ...this.state.adding, [where]: event.target.value } }),
          },
          h('option', { value: '' }, 'Choose a part…'),
          ...this.state.components.filter((c) => !INLINE_COMPONENTS.includes(c.name)).map((c) => h('option', { value: c.name }, readableName(c.name))),
        ),
        button(
          'Add a part',
          'Add a part',
          () => {
            const component = this.state.components.find((c) => c.name === adding);
            if (component) add(newPart(component));
          },
          !adding,
        ),
      ),
    );
  },

  render(this: Self) {
    return h('div', { className: 'page-text', id: this.props.forID }, this.blocks(this.state.page, this.change, 'block'), problemLine(this.problem() ?? ''));
  },
});
