/**
 * At the head of an entry's form: what `npm run check` would say of the
 * entry as it is being typed (entry-check.ts runs the check's own rules),
 * each problem named by the field's label in the check's words, and a box
 * for the Hindi of each new English text, so the Hindi is written in the
 * same form as the English. A problem stops Publish (Decap asks each field
 * whether it is valid); missing Hindi is a warning and does not. The form
 * saves nothing itself: the Hindi typed here is written to the dictionary
 * of the entry's area once the entry is published (hindi-follows.ts).
 */
import { formProblems, hindiAreas, renamedTexts, shownTextsOf, WHOLE_SITE_RULES, type EntryIds, type FormProblem, type Renamed } from './entry-check.ts';
import { noteHindi, whenHindiWritten } from './hindi-follows.ts';
import { tellFormHindi } from './form-hindi.ts';
import { slipsInText } from '../../scripts/lib/translations/glossary.mjs';
import { overlay } from './site-files.ts';
import { entryValues, type FormEntry } from './formats.ts';
import type { FieldConfig } from './field-rules.ts';

const { createClass, h } = window;

interface Self {
  props: {
    field: { toJS(): FieldConfig & { checks?: string } };
    getEntry(): FormEntry;
    collection?: { get(key: string): unknown; toJS(): { name: string; folder?: string; fields?: FieldConfig[]; files?: { fields: FieldConfig[] }[] } };
    forID: string;
  };
  state: Checked & {
    /** The Hindi typed for the entry's new English texts: English → Hindi. */
    hindi: Record<string, string>;
    /** The dictionary the typed Hindi goes to, and those it may. */
    area: string | undefined;
    dictionaries: string[];
  };
  setState(state: Partial<Self['state']>): void;
  recheck(): void;
  typeHindi(english: string, hindi: string): void;
  fieldsOf(): FieldConfig[] | undefined;
  timer?: ReturnType<typeof setTimeout>;
  listener?: () => void;
  stopListening?: () => void;
}
type Checked = { problems: FormProblem[]; renamed: Renamed[] };

/** The entries references may name, as the editor's site was built (integrations/browser-editor.mjs). */
let ids: EntryIds | undefined;
void fetch('/admin/entry-ids.json')
  .then((response) => (response.ok ? response.json() : undefined))
  .then((read: EntryIds | undefined) => (ids = read))
  .catch(() => undefined);

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

/**
 * The entry open in the form as it would be saved and as its file holds it now (formats.ts, entryValues); its Hindi
 * text is laid over its file for the glossary's spellings.
 */
function valuesOf(self: Self): { collection: string; file: string; values: Values; saved: Values | undefined } {
  const entry = self.props.getEntry();
  const { values, saved, text } = entryValues(entry, String(self.props.collection?.get('format')));
  const file = String(entry.get('path') ?? '');
  if (text !== undefined && /\/hi\//.test(file)) overlay(file, text);
  return { collection: String(entry.get('collection') ?? ''), file, values, saved };
}

/**
 * What the check says of the entry, with the Hindi typed for its new texts checked as their dictionary lines would
 * be (the glossary's words and punctuation), and the English texts it renames, whose Hindi lines follow them once
 * it is published.
 */
function problemsOf(self: Self, hindi: Record<string, string>): Checked {
  const { collection, file, values, saved } = valuesOf(self);
  const renamed = saved ? renamedTexts(collection, saved, values) : [];
  const problems = formProblems(collection, values, { file, ids, renamed });
  const typed = Object.entries(typedFor(problems, hindi)).flatMap(([english, text]) =>
    slipsInText(text, 'hi').map((slip) => ({ path: [], field: `Hindi for “${english}” › ${slip.field}`, problem: slip.problem, fix: slip.fix })),
  );
  return { problems: [...problems, ...typed], renamed };
}

/** The English texts still without Hindi, once each. */
const untranslated = (problems: FormProblem[]) => [...new Set(problems.flatMap((p) => (p.hindiFor ? [p.hindiFor] : [])))];

/** The Hindi typed for texts that still need it (a text typed for and then changed in the form is dropped). */
const typedFor = (problems: FormProblem[], hindi: Record<string, string>) =>
  Object.fromEntries(untranslated(problems).flatMap((english) => (hindi[english]?.trim() ? [[english, hindi[english].trim()]] : [])));

/** The dictionary of the entry's area, from the texts it shows as its file holds them, and the dictionaries to choose from. */
function areaOf(self: Self) {
  const { collection, values, saved } = valuesOf(self);
  const { dictionaries, area } = hindiAreas(shownTextsOf(collection, saved ?? values));
  return { dictionaries, area: area ?? dictionaries[0] };
}

const say = (p: FormProblem, label: string) => `${label}: ${p.problem}${p.fix ? ` — ${p.fix}` : ''}`;
const fileName = (path: string) => path.split('/').pop();

export const EntryCheckControl = createClass({
  getInitialState(this: Self) {
    return { ...problemsOf(this, {}), hindi: {}, ...areaOf(this) };
  },
  componentDidMount(this: Self) {
    // Once Publish has written the typed Hindi, those texts have their lines: the boxes go.
    this.stopListening = whenHindiWritten(() => {
      this.setState({ hindi: {} });
      this.setState(problemsOf(this, {}));
    });
    // Decap draws a field again only when its own value changes: the form's other fields are watched here.
    this.listener = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.recheck(), 200);
    };
    for (const kind of ['input', 'change', 'click']) document.addEventListener(kind, this.listener, true);
  },
  componentWillUnmount(this: Self) {
    // Hindi text typed and left unpublished is not what the file holds: the other forms check against the file.
    const entry = this.props.getEntry();
    const file = String(entry.get('path') ?? '');
    if (/\/hi\//.test(file)) overlay(file, String(entry.get('raw') ?? '') || undefined);
    this.stopListening?.();
    clearTimeout(this.timer);
    for (const kind of ['input', 'change', 'click']) document.removeEventListener(kind, this.listener!, true);
  },
  shouldComponentUpdate() {
    return true;
  },
  componentDidUpdate(this: Self) {
    // The preview draws Hindi pages with the Hindi the form will publish.
    tellFormHindi(typedFor(this.state.problems, this.state.hindi), this.state.renamed);
  },
  recheck(this: Self) {
    this.setState(problemsOf(this, this.state.hindi));
  },
  typeHindi(this: Self, english: string, text: string) {
    const hindi = { ...this.state.hindi, [english]: text };
    this.setState({ hindi, ...problemsOf(this, hindi) });
  },
  isValid(this: Self) {
    const { problems, renamed } = problemsOf(this, this.state.hindi);
    this.setState({ problems, renamed });
    const first = problems.find((p) => !p.warning);
    // Asked as Publish is pressed: the Hindi typed and what it renames are noted for their lines to be written once it has saved.
    const lines = typedFor(problems, this.state.hindi);
    if (first) noteHindi([]);
    else noteHindi(renamed, this.state.area ? { dictionary: this.state.area, lines } : undefined);
    return first ? { error: { message: `The content check would refuse this: ${say(first, labelled(this.fieldsOf(), first.path, first.field))}` } } : true;
  },
  fieldsOf(this: Self) {
    const collection = this.props.collection?.toJS();
    return collection?.fields ?? collection?.files?.[0]?.fields;
  },
  render(this: Self) {
    const { problems, renamed, hindi, area, dictionaries } = this.state;
    const fields = this.fieldsOf();
    const errors = problems.filter((p) => !p.warning);
    const warnings = problems.filter((p) => p.warning && !p.hindiFor);
    const toTranslate = untranslated(problems);
    const item = (p: FormProblem) => h('li', null, say(p, labelled(fields, p.path, p.field)));
    const where = (english: string) => {
      const p = problems.find((q) => q.hindiFor === english)!;
      return labelled(fields, p.path, p.field);
    };
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
      toTranslate.length
        ? h(
            'fieldset',
            { className: 'entry-check__hindi' },
            h('legend', null, 'Hindi for the new English texts'),
            h(
              'p',
              null,
              'Type each text’s Hindi here: Publish writes it to the Hindi words of this area. A box left empty is Hindi still to write: Publish is not stopped, and Hindi pages show the English, marked as not yet translated, until a translator writes it.',
            ),
            ...toTranslate.map((english) =>
              h(
                'label',
                { className: 'entry-check__line', key: english },
                h('span', null, `Hindi for “${english}”`, h('small', null, ` (${where(english)})`)),
                h('input', {
                  type: 'text',
                  lang: 'hi',
                  value: hindi[english] ?? '',
                  onChange: (event: { target: { value: string } }) => this.typeHindi(english, event.target.value),
                }),
              ),
            ),
            h(
              'label',
              { className: 'entry-check__line' },
              h('span', null, 'Written to the Hindi words of'),
              h(
                'select',
                { value: area, onChange: (event: { target: { value: string } }) => this.setState({ area: event.target.value }) },
                ...dictionaries.map((file) => h('option', { value: file, key: file }, fileName(file))),
              ),
            ),
          )
        : null,
      warnings.length
        ? h('div', { className: 'entry-check__hindi' }, h('p', null, 'To look at (Publish is not stopped):'), h('ul', null, ...warnings.map(item)))
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
