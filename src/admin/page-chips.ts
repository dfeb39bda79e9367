/**
 * A text block of the page form (page-text-widget.ts) with its links and the
 * session as chips (page-runs.ts): the Markdown around them in boxes, each
 * chip a button that opens a panel to pick where a link leads (a page from
 * the site's pages, never typed), change its words and settings, or remove
 * it; and buttons that insert a link or the session at the caret.
 *
 * Why boxes with chips between them, not one contenteditable with
 * non-editable chips inside: a textarea keeps the browser's own typing,
 * undo, spelling and phone keyboards, and what it holds is exactly the
 * bytes typed. A contenteditable's HTML would have to be read back into
 * Markdown (non-breaking spaces, <br> and <div> on Enter), it fights
 * React over its children, and phone keyboards stumble at non-editable
 * islands.
 */
import { attributesOf, readableName, settingOf, withSetting, type ComponentInfo, type PropInfo } from './page-blocks.ts';
import { INLINE_COMPONENTS } from './page-parts.ts';
import {
  chipLabel,
  hrefOf,
  joinRuns,
  linkPages,
  linkTarget,
  newChip,
  splitRuns,
  withChipInserted,
  withChipRemoved,
  withHref,
  withRunChanged,
  type Caret,
  type Chip,
  type Run,
  type TextRun,
} from './page-runs.ts';
import { propField } from './prop-field.ts';
import { PENDING } from '../lib/links.ts';

const { h } = window;

export interface TextBlockField {
  /** The block's id: its first box's, and the start of its chips' and panel's. */
  id: string;
  label: string;
  text: string;
  components: ComponentInfo[];
  onChange(text: string): void;
  /** The place in the runs of the chip whose panel is open, if any. */
  open: number | undefined;
  /** Opens the panel of the chip at `run` (undefined: closes it), then puts the focus on the element `focus` names (a panel: its first field). */
  pick(run: number | undefined, focus: string): void;
  /** Where the caret last stood in the block's boxes, kept by the form between drawings. */
  caret: { at?: Caret };
}

const ADDRESS: PropInfo = {
  name: 'href',
  required: true,
  kind: 'text',
  hint: 'A file on this site (/documents/….pdf), a website (https://…), an e-mail (mailto:…) or a phone number (tel:…).',
};
const TARGETS = [
  { value: 'page', label: 'A page of this site' },
  { value: 'address', label: 'Another address: a file, a website, an e-mail or a phone' },
  { value: 'pending', label: 'Not yet published' },
];

/** The first field of a link's panel: what it leads to, and the page picked or the address typed. */
function linkFields(chip: Chip, link: ComponentInfo | undefined, id: string, set: (chip: Chip) => void) {
  const written = attributesOf(chip.open).find((attribute) => attribute.name === 'href');
  if (written?.expression) return [propField(ADDRESS, written.value, true, `${id}-href`, () => undefined, 'Leads to')];
  const href = hrefOf(chip) ?? '';
  const pages = linkPages(link);
  const target = linkTarget(href, pages);
  const lead = (to: string) => set({ ...chip, open: withHref(chip.open, to) });
  const kind = h(
    'div',
    { className: 'page-part__field' },
    h('label', { htmlFor: `${id}-target` }, 'Leads to'),
    h(
      'select',
      {
        id: `${id}-target`,
        value: target,
        onChange: (event: { target: { value: string } }) =>
          lead(event.target.value === 'pending' ? PENDING : event.target.value === 'address' ? 'https://' : ''),
      },
      ...TARGETS.map((option) => h('option', { value: option.value }, option.label)),
    ),
  );
  const page = { ...(link?.props.find((prop) => prop.name === 'href') ?? ADDRESS), kind: 'choice' as const, required: true, choices: pages };
  if (target === 'page') return [kind, propField(page, href || undefined, false, `${id}-href`, (to) => lead(String(to)), 'Page')];
  if (target === 'address') return [kind, propField(ADDRESS, href, false, `${id}-href`, (to) => lead(String(to)), 'Address')];
  return [kind];
}

/** A chip's panel: its fields, then Done and Remove. Escape closes it, as Done does. */
function chipPanel(field: TextBlockField, runs: Run[], at: number) {
  const chip = runs[at] as Chip;
  const component = field.components.find((c) => c.name === chip.name);
  const id = `${field.id}-chip`;
  const set = (next: Chip) => field.onChange(joinRuns(withRunChanged(runs, at, next)));
  const close = () => field.pick(undefined, `${field.id}-chip-${at}`);
  const attributes = attributesOf(chip.open);
  const isLink = chip.name === 'Link';
  // A link's other settings (a screen reader's words, a download) where they have a hint for editors or the page writes them.
  const settings = (component?.props ?? []).filter(
    (prop) => !isLink || (prop.name !== 'href' && (prop.hint || attributes.some((attribute) => attribute.name === prop.name))),
  );
  const name = readableName(chip.name).toLowerCase();
  return h(
    'fieldset',
    {
      id,
      className: 'page-chip__panel',
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      },
    },
    h('legend', null, chipLabel(chip)),
    ...(isLink ? linkFields(chip, component, id, set) : []),
    chip.close !== undefined &&
      h(
        'div',
        { className: 'page-part__field' },
        h('label', { htmlFor: `${id}-words` }, 'Words shown'),
        h('input', {
          type: 'text',
          id: `${id}-words`,
          value: chip.words ?? '',
          onChange: (event: { target: { value: string } }) => set({ ...chip, words: event.target.value }),
        }),
      ),
    ...settings.map((prop) => {
      const { value, expression } = settingOf(
        attributes.find((attribute) => attribute.name === prop.name),
        prop,
      );
      return propField(prop, value, expression, `${id}-${prop.name}`, (to) => set({ ...chip, open: withSetting(chip.open, prop, to) }));
    }),
    !isLink && !settings.length && h('p', { className: 'page-part__hint' }, 'Filled in by the site from the content files.'),
    h(
      'div',
      { className: 'page-chip__actions' },
      h('button', { type: 'button', className: 'page-text__button', onClick: close }, 'Done'),
      h(
        'button',
        {
          type: 'button',
          className: 'page-text__button',
          onClick: () => {
            field.onChange(joinRuns(withChipRemoved(runs, at)));
            field.pick(undefined, at === 1 ? field.id : `${field.id}-run-${at - 1}`);
          },
        },
        isLink ? 'Remove link (its words stay)' : `Remove ${name}`,
      ),
    ),
  );
}

/** A text block: its boxes and chips, the open chip's panel, and the buttons that insert a link or the session at the caret. */
export function textBlockField(field: TextBlockField) {
  const { id, label, components, onChange, open, pick, caret } = field;
  const runs = splitRuns(field.text);
  const pieces = (runs.length + 1) / 2;
  const box = (run: TextRun, at: number) =>
    h('textarea', {
      key: `run-${at}`,
      id: at === 0 ? id : `${id}-run-${at}`,
      'aria-label': pieces === 1 ? label : `${label}, piece ${at / 2 + 1} of ${pieces}`,
      className: pieces === 1 ? 'page-text__box' : 'page-text__box page-text__run',
      value: run.text,
      placeholder: pieces === 1 ? undefined : '…',
      rows: Math.min(20, Math.max(pieces === 1 ? 3 : 1, run.text.split('\n').length + (pieces === 1 ? 1 : 0))),
      onChange: (event: { target: { value: string } }) => onChange(joinRuns(withRunChanged(runs, at, { kind: 'text', text: event.target.value }))),
      onSelect: (event: { target: HTMLTextAreaElement }) => (caret.at = { run: at, from: event.target.selectionStart, to: event.target.selectionEnd }),
    });
  const chip = (run: Chip, at: number) => {
    const [name, rest] = chipLabel(run).split(/(?<=^[^:]*:)/);
    return h(
      'button',
      {
        key: `chip-${at}`,
        type: 'button',
        id: `${id}-chip-${at}`,
        className: 'page-chip',
        'data-chip': run.name,
        'aria-expanded': open === at,
        'aria-controls': open === at ? `${id}-chip` : undefined,
        onClick: () => (open === at ? pick(undefined, `${id}-chip-${at}`) : pick(at, `${id}-chip`)),
      },
      h('b', null, name),
      rest ?? '',
    );
  };
  /** Inserts a new chip of `component` where the caret last stood in this block (at its end if it never stood there), and opens it. */
  const insert = (component: ComponentInfo) => {
    const last = runs.length - 1;
    const end = (runs[last] as TextRun).text.length;
    const at = caret.at && runs[caret.at.run]?.kind === 'text' ? caret.at : { run: last, from: end, to: end };
    const length = (runs[at.run] as TextRun).text.length;
    const place = { run: at.run, from: Math.min(at.from, length), to: Math.min(at.to, length) };
    caret.at = undefined;
    onChange(joinRuns(withChipInserted(runs, place, newChip(component))));
    pick(place.run + 1, `${id}-chip`);
  };
  return h(
    'div',
    { className: 'page-text__field' },
    h(
      'div',
      { className: 'page-text__runs' },
      runs.map((run, at) => (run.kind === 'text' ? box(run, at) : chip(run, at))),
    ),
    open !== undefined && runs[open]?.kind === 'chip' ? chipPanel(field, runs, open) : null,
    h(
      'div',
      { className: 'page-text__insert' },
      ...components
        .filter((component) => INLINE_COMPONENTS.includes(component.name))
        .map((component) =>
          h(
            'button',
            {
              type: 'button',
              className: 'page-text__button',
              'aria-label': `Insert ${readableName(component.name).toLowerCase()} in ${label}`,
              onClick: () => insert(component),
            },
            `Insert ${readableName(component.name).toLowerCase()}`,
          ),
        ),
    ),
  );
}
