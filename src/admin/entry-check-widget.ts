/**
 * At the head of an entry's form: what `npm run check` would say of the
 * entry as it is being typed (entry-check.ts runs the check's own rules),
 * each problem named by the field's label in the check's words, and the
 * new English texts that wait for their Hindi. A problem stops Publish
 * (Decap asks each field whether it is valid); missing Hindi is a warning
 * and does not. Saves nothing.
 */
import { formProblems, renamedTexts, WHOLE_SITE_RULES, type EntryIds, type FormProblem, type Renamed } from './entry-check.ts';
import { noteRenames } from './hindi-follows.ts';
import { overlay } from './site-files.ts';
import { readDictionary, readList, readPage, readYaml, writeDictionary, writeList, writePage, writeYaml } from './formats.ts';
import type { FieldConfig } from './field-rules.ts';

const { createClass, h } = window;

type Entry = { get(key: string): unknown; getIn(path: string[]): unknown; toJS?(): unknown };
interface Self {
  props: {
    field: { toJS(): FieldConfig & { checks?: string } };
    getEntry(): Entry;
    collection?: { get(key: string): unknown; toJS(): { name: string; folder?: string; fields?: FieldConfig[]; files?: { fields: FieldConfig[] }[] } };
    forID: string;
  };
  state: { problems: FormProblem[]; renamed: Renamed[] };
  setState(state: Partial<Self['state']>): void;
  recheck(): void;
  fieldsOf(): FieldConfig[] | undefined;
  timer?: ReturnType<typeof setTimeout>;
  listener?: () => void;
}

/** The entries references may name, as the editor's site was built (integrations/browser-editor.mjs). */
let ids: EntryIds | undefined;
void fetch('/admin/entry-ids.json')
  .then((response) => (response.ok ? response.json() : undefined))
  .then((read: EntryIds | undefined) => (ids = read))
  .catch(() => undefined);

const plainValues = (entry: Entry) => {
  const data = entry.getIn(['data']) as { toJS?(): unknown } | undefined;
  return ((data && typeof data.toJS === 'function' ? data.toJS() : data) ?? {}) as Record<string, unknown>;
};

/** A problem's field as the form labels it: "Documents and circulars › item 2 › Date". */
function labelled(fields: FieldConfig[] | undefined, path: (string | number)[], field: string): string {
  const words: string[] = [];
  let at = fields;
  for (const key of path) {
    if (typeof key === 'number') {
      words.push(`item ${key + 1}`);
      continue;
    }
    const found = at?.find((f) => f.name === key);
    if (!found) return [...words, field].join(' › ');
    words.push(found.label ?? found.name);
    at = found.fields ?? (found.field ? [found.field] : undefined);
  }
  return words.join(' › ') || field;
}

type Values = Record<string, unknown>;
/** Each format of config.yml: how the entry is written to its file and read back (formats.ts). */
const FORMATS: Record<string, { write(values: Values, raw?: string): string; read(text: string): unknown }> = {
  'yaml-kept': { write: writeYaml, read: readYaml },
  'yaml-list': { write: writeList, read: readList },
  'yaml-dictionary': { write: (v, raw) => writeDictionary(v as Parameters<typeof writeDictionary>[0], raw), read: readDictionary },
  'mdx-page': { write: writePage, read: readPage },
};

/**
 * The entry open in the form as it would be saved (emptied fields dropped, a new list item given its id) and as
 * its file holds it now; its Hindi text is laid over its file for the glossary's spellings.
 */
function valuesOf(self: Self): { collection: string; file: string; values: Values; saved: Values | undefined } {
  const entry = self.props.getEntry();
  const collection = String(entry.get('collection') ?? '');
  const file = String(entry.get('path') ?? '');
  const format = FORMATS[String(self.props.collection?.get('format'))];
  const raw = String(entry.get('raw') ?? '') || undefined;
  let values = plainValues(entry);
  let saved: Values | undefined;
  try {
    saved = raw === undefined ? undefined : (format?.read(raw) as Values | undefined);
    const text = format?.write(values, raw);
    if (text !== undefined) values = format!.read(text) as Values;
    if (text !== undefined && /\/hi\//.test(file)) overlay(file, text);
  } catch {
    // A value the file cannot hold yet (a field still being typed): checked as the form holds it.
  }
  return { collection, file, values, saved };
}

/** What the check says of the entry, and the English texts it renames, whose Hindi lines follow them once it is published. */
function problemsOf(self: Self): { problems: FormProblem[]; renamed: Renamed[] } {
  const { collection, file, values, saved } = valuesOf(self);
  const renamed = saved ? renamedTexts(collection, saved, values) : [];
  return { problems: formProblems(collection, values, { file, ids, renamed }), renamed };
}

const say = (p: FormProblem, label: string) => `${label}: ${p.problem}${p.fix ? ` — ${p.fix}` : ''}`;

export const EntryCheckControl = createClass({
  getInitialState(this: Self) {
    return problemsOf(this);
  },
  componentDidMount(this: Self) {
    // Decap draws a field again only when its own value changes: the form's other fields are watched here.
    this.listener = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.recheck(), 200);
    };
    for (const kind of ['input', 'change', 'click']) document.addEventListener(kind, this.listener, true);
  },
  componentWillUnmount(this: Self) {
    clearTimeout(this.timer);
    for (const kind of ['input', 'change', 'click']) document.removeEventListener(kind, this.listener!, true);
  },
  shouldComponentUpdate() {
    return true;
  },
  recheck(this: Self) {
    this.setState(problemsOf(this));
  },
  isValid(this: Self) {
    const { problems, renamed } = problemsOf(this);
    this.setState({ problems, renamed });
    const first = problems.find((p) => !p.warning);
    // Asked as Publish is pressed: what it renames is noted for the Hindi lines to follow once it has saved.
    noteRenames(first ? [] : renamed);
    return first ? { error: { message: `The content check would refuse this: ${say(first, labelled(this.fieldsOf(), first.path, first.field))}` } } : true;
  },
  fieldsOf(this: Self) {
    const collection = this.props.collection?.toJS();
    return collection?.fields ?? collection?.files?.[0]?.fields;
  },
  render(this: Self) {
    const { problems, renamed } = this.state;
    const fields = this.fieldsOf();
    const errors = problems.filter((p) => !p.warning);
    const warnings = problems.filter((p) => p.warning);
    const item = (p: FormProblem) => h('li', null, say(p, labelled(fields, p.path, p.field)));
    return h(
      'div',
      { id: this.props.forID, className: 'entry-check', 'aria-live': 'polite' },
      errors.length
        ? h(
            'div',
            { className: 'field-problem' },
            h('p', null, 'The content check would refuse this entry; put these right before Publish:'),
            h('ul', null, ...errors.map(item)),
          )
        : h('p', null, 'The content check finds nothing wrong with this entry so far.'),
      warnings.length
        ? h(
            'div',
            { className: 'entry-check__hindi' },
            h('p', null, 'Hindi still to write (Publish is not stopped; Hindi pages show these in English until then):'),
            h('ul', null, ...warnings.map(item)),
          )
        : null,
      renamed.length
        ? h(
            'div',
            { className: 'entry-check__hindi' },
            h('p', null, 'Renamed English texts: on Publish, each new text is given the Hindi of the text it replaces, in the Hindi words of its area:'),
            h('ul', null, ...renamed.map(({ from, to }) => h('li', null, `“${from}” is now “${to}”`))),
          )
        : null,
      h('p', { className: 'entry-check__note' }, WHOLE_SITE_RULES),
    );
  },
});
