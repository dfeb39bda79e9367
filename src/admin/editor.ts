/**
 * The browser editor at /admin/ (Decap CMS, loaded before this script from
 * the site's own build: /admin/decap-cms.js). Registers the file formats that
 * keep files as an editor writes them (formats.ts), the YAML field for values
 * a form cannot hold (a fee list or `pending`), and starts the editor with
 * the generated public/admin/config.yml.
 */
import { parseDocument, stringify } from 'yaml';
import { readDictionary, readList, readPage, readYaml, writeDictionary, writeList, writePage, writeYaml } from './formats';

/** What Decap gives a widget control (`this` inside createClass). */
interface Control {
  props: {
    value: unknown;
    forID: string;
    classNameWrapper: string;
    onChange(value: unknown): void;
    setActiveStyle(): void;
    setInactiveStyle(): void;
  };
  state: { text: string; error: string };
  setState(state: Partial<Control['state']>): void;
  toJS(value: unknown): unknown;
  onChange(event: { target: { value: string } }): void;
}

interface Decap {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: never): string }): void;
  registerEventListener(listener: { name: string; handler(event: { entry: { get(key: string): unknown } }): void }): void;
  registerWidget(name: string, control: unknown): void;
  init(options?: object): void;
}
declare global {
  interface Window {
    CMS: Decap;
    createClass: (spec: ThisType<Control> & Record<string, unknown>) => unknown;
    h: (type: string, props: object | null, ...children: unknown[]) => unknown;
  }
}

const { CMS, createClass, h } = window;

/**
 * The file being saved as it was before the edit. Decap serialises an entry
 * right after its preSave event, with no way to hand the old text to the
 * format: the event notes it here for the format's toFile.
 */
let saving: string | undefined;
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    saving = (entry.get('raw') as string | undefined) || undefined;
  },
});
const original = () => saving;

CMS.registerCustomFormat('yaml-kept', 'yaml', { fromFile: readYaml, toFile: (data: never) => writeYaml(data, original()) });
CMS.registerCustomFormat('yaml-list', 'yaml', { fromFile: readList, toFile: (data: never) => writeList(data, original()) });
CMS.registerCustomFormat('yaml-dictionary', 'yaml', { fromFile: readDictionary, toFile: (data: never) => writeDictionary(data, original()) });
CMS.registerCustomFormat('mdx-page', 'mdx', { fromFile: readPage, toFile: (data: never) => writePage(data, original()) });

/** A value a form cannot hold (one of several shapes): written as YAML in a text box, checked as it is typed. */
const toText = (value: unknown) => (value === undefined || value === null ? '' : stringify(value, { lineWidth: 0 }).trimEnd());
const YamlControl = createClass({
  getInitialState() {
    return { text: toText(this.toJS(this.props.value)), error: '' };
  },
  toJS(value: unknown) {
    return value && typeof value === 'object' && 'toJS' in value ? (value as { toJS(): unknown }).toJS() : value;
  },
  isValid() {
    return this.state.error ? { error: { message: this.state.error } } : true;
  },
  onChange(event: { target: { value: string } }) {
    const text = event.target.value;
    const doc = parseDocument(text);
    const error = doc.errors[0]?.message.split('\n')[0] ?? '';
    this.setState({ text, error });
    if (!error) this.props.onChange(text.trim() ? doc.toJS() : undefined);
  },
  render() {
    return h(
      'div',
      null,
      h('textarea', {
        id: this.props.forID,
        className: this.props.classNameWrapper,
        value: this.state.text,
        rows: Math.min(12, Math.max(2, this.state.text.split('\n').length + 1)),
        style: { fontFamily: 'monospace', width: '100%' },
        onChange: this.onChange,
        onFocus: this.props.setActiveStyle,
        onBlur: this.props.setInactiveStyle,
        'aria-invalid': Boolean(this.state.error),
      }),
      this.state.error ? h('p', { role: 'alert', style: { fontWeight: 'bold' } }, `Not valid YAML: ${this.state.error}`) : null,
    );
  },
});
CMS.registerWidget('yaml', YamlControl);

CMS.init();
