/**
 * The browser editor at /admin/ (Decap CMS, loaded before this script from
 * the site's own build: /admin/decap-cms.js). Registers the file formats that
 * keep files as an editor writes them (formats.ts), the fields that refuse
 * what the content check refuses as they are typed (field-rules.ts: numbers,
 * days, a value of one of several shapes (choice-widget.ts: a fee list or
 * `pending`), and YAML text for what a form cannot nest), a page's text as
 * blocks with a form for each part (page-text-widget.ts), the switch between
 * form and preview on a phone (phone-view.ts), a question before a list item
 * is removed (confirm-removal.ts), a tap that opens a choice box and does not
 * also pick from it (touch-choices.ts), Decap's messages in plain words
 * (plain-messages.ts), what the content check would say of the
 * entry as it is typed (entry-check-widget.ts), and starts the editor with
 * the generated public/admin/config.yml.
 */
import { parseYaml, parseYamlDocument, stringifyYaml } from '../content-io/yaml.ts';
import { dayFirst, dayInWords, problemWith, readDay, readInput, readNumber, uploadName, uploadProblem, type FieldConfig, type Reading } from './field-rules.ts';
import { readDictionary, readList, readPage, readYaml, writeDictionary, writeList, writePage, writeYaml } from './formats.ts';
import { marked } from 'marked';
import { previewMarkdown } from './page-parts.ts';
import { drawParts, partsAddress, readParts } from './site-parts.ts';
import previewPartsStyle from './preview-parts.css?raw';
import { problemLine } from './problem-line.ts';
import { textBox } from './text-box.ts';
import { ChoiceControl } from './choice-widget.ts';
import { DepartmentControl } from './department-widget.ts';
import { plain } from './decap-value.ts';
import { PageTextControl } from './page-text-widget.ts';
import { EntryCheckControl } from './entry-check-widget.ts';
import { keepHindiOnPublish } from './hindi-follows.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../lib/languages.ts';
import { fillSessionWith, SESSION_PLACEHOLDER, sessionOfFees } from '../lib/session-placeholder.ts';
// The session pages write as {session}, as the site was built (the build bundles this file).
import feesFile from '../content/data/fees.yaml?raw';
// The collections the editor shows, as generated from the schemas.
import configFile from '../../public/admin/config.yml?raw';
import { DataPreview } from './data-preview.ts';
import './phone-view.ts';
import './confirm-removal.ts';
import './person-labels.ts';
import './touch-choices.ts';
import { withPlainMessages } from './plain-messages.ts';
import { isUnknownEntry, noteUnknownEntry, removeNote, unknownEntryProblem } from './unknown-entry.ts';
import { LOCAL_BACKEND_URL, readThroughBackend, sayWhenLocalBackendIsMissing } from './local-backend.ts';

/** What Decap gives a widget control (`this` inside createClass). */
interface Control {
  props: {
    value: unknown;
    field: { toJS(): FieldConfig & { language?: string; collection?: string; collection_label?: string; path?: string; folder?: string } };
    entry: { get(key: string): unknown };
    onPersistMedia(file: File, options: { field: unknown }): Promise<void>;
    forID: string;
    classNameWrapper: string;
    onChange(value: unknown): void;
    setActiveStyle(): void;
    setInactiveStyle(): void;
  };
  state: {
    text: string;
    error: string;
    translation?: Translation | null | 'unknown';
    /** The page a translation translates, as its file reads; null when there is none. */
    original?: Record<string, unknown> | null;
  };
  setState(state: Partial<Control['state']>): void;
  onChange(event: { target: { value: string } }): void;
  read(text: string): Reading;
  picker?: HTMLInputElement | null;
}

interface Decap {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: never): string }): void;
  registerEventListener(listener: { name: string; handler(event: { entry: { get(key: string): unknown } }): void }): void;
  registerWidget(name: string, control: unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerPreviewTemplate(collection: string, template: unknown): void;
  registerLocale(locale: string, phrases: object): void;
  getLocale(locale: string): Parameters<typeof withPlainMessages>[0];
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
    // An address that names no file is not saved as a new file (unknown-entry.ts).
    if (isUnknownEntry(entry)) throw new Error(unknownEntryProblem(entry));
    saving = (entry.get('raw') as string | undefined) || undefined;
  },
});
const original = () => saving;
// Once the entry is saved, the Hindi typed in its form and the Hindi of the texts it renamed follow it (hindi-follows.ts).
CMS.registerEventListener({ name: 'postSave', handler: () => void keepHindiOnPublish() });

CMS.registerCustomFormat('yaml-kept', 'yaml', { fromFile: readYaml, toFile: (data: never) => writeYaml(data, original()) });
CMS.registerCustomFormat('yaml-list', 'yaml', { fromFile: readList, toFile: (data: never) => writeList(data, original()) });
CMS.registerCustomFormat('yaml-dictionary', 'yaml', { fromFile: readDictionary, toFile: (data: never) => writeDictionary(data, original()) });
CMS.registerCustomFormat('mdx-page', 'mdx', { fromFile: readPage, toFile: (data: never) => writePage(data, original()) });

/** A value too deep for a form (a menu's fourth level): written as YAML in a text box, checked as it is typed. */
const toText = (value: unknown) => (value === undefined || value === null ? '' : stringifyYaml(value, { lineWidth: 0 }).trimEnd());
const YamlControl = createClass({
  getInitialState() {
    return { text: toText(plain(this.props.value)), error: '' };
  },
  isValid() {
    return this.state.error ? { error: { message: this.state.error } } : true;
  },
  onChange(event: { target: { value: string } }) {
    const text = event.target.value;
    const doc = parseYamlDocument(text);
    const [unreadable] = doc.errors;
    // In the form's words, not the YAML reader's: which line, and what usually goes wrong there.
    const syntax = unreadable
      ? `${this.props.field.toJS().label}: line ${unreadable.linePos?.[0].line ?? 1} cannot be read; write one setting a line as "name: value", each list item on a line of its own starting "- ", indented like the lines around it`
      : '';
    const value = text.trim() ? doc.toJS() : undefined;
    const error = syntax || (problemWith({ ...this.props.field.toJS(), required: false }, value) ?? '');
    this.setState({ text, error });
    if (!syntax) this.props.onChange(value);
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
      problemLine(this.state.error),
    );
  },
});
CMS.registerWidget('yaml', YamlControl);
CMS.registerWidget('choice', ChoiceControl);
CMS.registerWidget('department', DepartmentControl);
CMS.registerWidget('page-text', PageTextControl);
CMS.registerWidget('entry-check', EntryCheckControl);

/**
 * A value typed as text and read by the field's rule (field-rules.ts): the
 * value the rule reads is stored; a text it refuses is kept as typed, so the
 * form cannot be published until it is put right, and the rule's words say how.
 */
function typedWidget(spec: {
  read(field: FieldConfig, text: string): Reading;
  show(value: unknown): string;
  inputMode: string;
  extra?(this: Control): unknown[];
}) {
  return createClass({
    getInitialState() {
      return { text: spec.show(this.props.value), error: '' };
    },
    read(text: string) {
      return spec.read(this.props.field.toJS(), text);
    },
    isValid() {
      const read = this.read(this.state.text);
      return 'error' in read ? { error: { message: `${this.props.field.toJS().label}: ${read.error}` } } : true;
    },
    onChange(event: { target: { value: string } }) {
      const text = event.target.value;
      const read = this.read(text);
      this.setState({ text, error: 'error' in read ? read.error : '' });
      this.props.onChange('error' in read ? text : (read.value ?? ''));
    },
    render() {
      return h(
        'div',
        { className: 'typed-field' },
        textBox(this.props, { value: this.state.text, onChange: this.onChange, problem: this.state.error, inputMode: spec.inputMode }),
        ...(spec.extra?.call(this) ?? []),
        problemLine(this.state.error),
      );
    },
  });
}

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

CMS.registerWidget('plain-number', typedWidget({ read: readNumber, show: shown, inputMode: 'decimal' }));
/**
 * A link, checked as it is typed. Where the configuration names a folder (a
 * notice's document), a file can be uploaded instead: it is saved with the
 * entry into that folder, and the link leads to it. Decap itself asks for a
 * required link left empty.
 */
CMS.registerWidget(
  'link',
  typedWidget({
    read: (field, text) => readInput({ ...field, required: false }, text, parseYaml),
    show: shown,
    inputMode: 'url',
    extra() {
      const field = this.props.field.toJS();
      if (!field.media_folder) return [];
      const upload = async (event: { target: HTMLInputElement }) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        const problem = uploadProblem(field, file);
        if (problem) return this.setState({ error: problem });
        const name = uploadName(file.name);
        await this.props.onPersistMedia(new File([file], name, { type: file.type }), { field: this.props.field });
        this.onChange({ target: { value: `${field.public_folder}/${name}` } });
      };
      return [h('label', { className: 'upload-file' }, 'Upload a file', h('input', { type: 'file', accept: field.accept?.join(','), onChange: upload }))];
    },
  }),
);

/** A day typed day first, or picked from the browser's calendar; stored as YYYY-MM-DD and said in words beside it. */
CMS.registerWidget(
  'day',
  typedWidget({
    read: (_, text) => readDay(text),
    show: (value) => dayFirst(shown(value)),
    inputMode: 'numeric',
    extra() {
      const read = readDay(this.state.text);
      const iso = 'value' in read && typeof read.value === 'string' ? read.value : '';
      const pick = (event: { target: { value: string } }) => this.onChange({ target: { value: dayFirst(event.target.value) } });
      return [
        h('input', {
          type: 'date',
          className: 'day-picker',
          tabIndex: -1,
          'aria-hidden': true,
          value: iso,
          onChange: pick,
          ref: (element: HTMLInputElement | null) => (this.picker = element),
        }),
        h('button', { type: 'button', className: 'day-calendar', onClick: () => this.picker?.showPicker() }, 'Calendar'),
        iso ? h('span', { className: 'day-words' }, dayInWords(iso)) : null,
      ];
    },
  }),
);

/** A translation's state as the last build found it (integrations/browser-editor.mjs); null: there is none. */
type Translation = { upToDate: boolean; changes: string[] };
let translations: Promise<Record<string, Record<string, Translation | null>>> | undefined;
const translationOf = async (lang: string, slug: string) => {
  translations ??= fetch('/admin/translation-status.json').then((r) => (r.ok ? r.json() : {}));
  const pages = (await translations)[lang];
  return pages && slug in pages ? pages[slug]! : 'unknown';
};

/** Above an English page's form: whether its translation is up to date, with a link to it. Saves nothing. */
CMS.registerWidget(
  'translation-status',
  createClass({
    getInitialState() {
      return { text: '', error: '' };
    },
    componentDidMount() {
      const slug = String(this.props.entry.get('slug') ?? '');
      void translationOf(this.props.field.toJS().language ?? '', slug).then((translation) => this.setState({ translation }));
    },
    render() {
      const { translation } = this.state;
      const { collection, collection_label: where } = this.props.field.toJS();
      const slug = String(this.props.entry.get('slug') ?? '');
      const open = h('a', { href: `#/collections/${collection}/entries/${slug}` }, 'Open it');
      if (translation === undefined || translation === 'unknown' || !slug)
        return h('p', { id: this.props.forID }, 'Not known for this page until the site is next built.');
      if (translation === null) return h('p', { id: this.props.forID }, `None yet: add it in ${where} with the same page name.`);
      if (translation.upToDate) return h('p', { id: this.props.forID }, 'Up to date with this page (when the site was last built). ', open);
      return h(
        'p',
        { id: this.props.forID, className: 'field-problem' },
        `Out of date: this page changed after it was translated (${translation.changes.join('; ')}). `,
        open,
      );
    },
  }),
);

/**
 * Above a translated page's form: the page it translates, as its file stands now (title, description and text),
 * to read beside the translation while writing it, with a link to open it. Saves nothing.
 */
CMS.registerWidget(
  'translated-page',
  createClass({
    getInitialState() {
      return { original: undefined };
    },
    componentDidMount() {
      const { folder } = this.props.field.toJS();
      const slug = String(this.props.entry.get('slug') ?? '');
      if (!slug) return void this.setState({ original: null });
      void readThroughBackend(`${folder}/${slug}.mdx`).then(
        (text) => this.setState({ original: text === null ? null : (readPage(text) as Record<string, unknown>) }),
        () => this.setState({ original: null }),
      );
    },
    render() {
      const { original } = this.state;
      const { collection } = this.props.field.toJS();
      const slug = String(this.props.entry.get('slug') ?? '');
      if (original === undefined) return h('p', { id: this.props.forID }, 'Reading the page it translates…');
      if (original === null)
        return h('p', { id: this.props.forID }, 'No page of the same name to translate: the page name must be the same in both languages.');
      return h(
        'details',
        { id: this.props.forID, className: 'translated-page', open: true },
        h('summary', null, 'The English page (read it beside your translation)'),
        h(
          'div',
          { lang: 'en' },
          h('p', null, h('strong', null, String(original.title ?? ''))),
          original.description ? h('p', null, String(original.description)) : null,
        ),
        // A box that scrolls on its own: reached by keyboard too.
        h('pre', { className: 'translated-page__text', lang: 'en', tabIndex: 0, 'aria-label': 'The English page’s text' }, String(original.body ?? '').trim()),
        h('p', null, h('a', { href: `#/collections/${collection}/entries/${slug}` }, 'Open the English page')),
      );
    },
  }),
);

/** Above a page's form: its address on the site the editor is served from, once it is published. Saves nothing. */
CMS.registerWidget(
  'page-address',
  createClass({
    render() {
      const slug = String(this.props.entry.get('slug') ?? '');
      const path = `/${String(this.props.field.toJS().path).replace('{{slug}}', slug)}`;
      if (!slug) return h('p', { id: this.props.forID }, 'Its address comes from the page name, once it is published.');
      return h(
        'p',
        { id: this.props.forID },
        h('a', { href: path, target: '_blank', rel: 'noopener' }, `${location.host}${path}`),
        ' (opens in a new tab; shows the page as last built)',
      );
    },
  }),
);

/**
 * Decap keeps the open entry's form when the address names another entry (a
 * pasted link, Back or Forward), showing that entry's labels with empty
 * fields as if saved: the editor starts afresh at the new address instead,
 * loading the entry it names (the browser asks first when there are unsaved
 * changes).
 */
const entryAt = (url: string) => /#\/collections\/[^/]+\/(?:entries\/[^?]+|new)/.exec(url)?.[0];
window.addEventListener('hashchange', ({ oldURL, newURL }) => {
  const from = entryAt(oldURL);
  const to = entryAt(newURL);
  if (from?.includes('/entries/') && to && to !== from) location.reload();
});

const session = sessionOfFees(parseYaml(feesFile)) || SESSION_PLACEHOLDER;

/** Each language's page of parts (site-parts.ts), fetched once, when the editor opens; empty if it cannot be read. */
const partsPages = new Map(
  LANGS.map((lang) => [
    lang,
    fetch(partsAddress(lang))
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => '')
      .then((html) => new DOMParser().parseFromString(html, 'text/html')),
  ]),
);

/**
 * A page's preview, in the site's frame and styles: its title and text with
 * the session filled in and links as links, and the parts the site draws
 * from the content files (tables, profiles, lists) drawn as the site last
 * built them, with the words they wrap as they are being edited.
 */
interface PagePreview {
  props: { entry: { get(key: string): unknown; getIn(path: string[]): unknown } };
  state: { parts: Map<string, string> };
  setState(state: { parts: Map<string, string> }): void;
}
const pagePreviewIn = (lang: Lang) =>
  createClass({
    getInitialState() {
      return { parts: new Map<string, string>() };
    },
    componentDidMount(this: PagePreview) {
      void partsPages.get(lang)!.then((page) => this.setState({ parts: readParts(page) }));
    },
    render(this: PagePreview) {
      const { entry } = this.props;
      const title = fillSessionWith(String(entry.getIn(['data', 'title']) ?? ''), session);
      const body = String(entry.getIn(['data', 'body']) ?? '');
      const text = marked.parse(previewMarkdown(body, session, String(entry.get('slug') ?? '')), { async: false });
      return h(
        'div',
        { className: 'page page-width', lang },
        h(
          'div',
          { className: 'page__content' },
          h('h1', null, title),
          h('div', { className: 'preview-text', dangerouslySetInnerHTML: { __html: drawParts(text, this.state.parts) } }),
        ),
      );
    },
  });
const pageCollections = LANGS.map((lang) => (lang === DEFAULT_LANG ? 'pages' : `pages-${lang}`));
const { collections } = parseYaml(configFile) as { collections: { name: string; label: string; folder?: string }[] };
const labels = new Map(collections.map(({ name, label }) => [name, label]));
const folders = new Set(collections.filter((c) => c.folder).map((c) => c.name));
/** A preview drawn for each entry as it opens: where an entry of a folder is named that has no file, the page says so. */
const checkingAddress = (template: unknown) =>
  createClass({
    render() {
      if (folders.has(String(this.props.entry.get('collection')))) noteUnknownEntry(this.props.entry, labels);
      return h(template as string, this.props);
    },
    // The entry is closed: its note goes with it.
    componentWillUnmount: removeNote,
  });
LANGS.forEach((lang, at) => CMS.registerPreviewTemplate(pageCollections[at]!, checkingAddress(pagePreviewIn(lang))));
// Every other collection is data: its preview shows the pages built from it (data-preview.ts).
for (const { name } of collections) if (!pageCollections.includes(name)) CMS.registerPreviewTemplate(name, checkingAddress(DataPreview));

/**
 * The preview is drawn with the site's own styles, those its parts are built
 * with, read from the parts' pages as the editor opens (their file names
 * change with every build).
 */
async function previewWithSiteStyles() {
  const registered = new Set<string>();
  for (const page of await Promise.all(partsPages.values())) {
    for (const link of page.querySelectorAll('link[rel=stylesheet]')) {
      const href = link.getAttribute('href') ?? '';
      if (!registered.has(href)) CMS.registerPreviewStyle(href);
      registered.add(href);
    }
    for (const { textContent: style } of page.querySelectorAll('head style')) {
      if (style && !registered.has(style)) CMS.registerPreviewStyle(style, { raw: true });
      registered.add(style ?? '');
    }
  }
  CMS.registerPreviewStyle(previewPartsStyle, { raw: true });
}
void previewWithSiteStyles();

// Decap's messages about the form in plain words (plain-messages.ts).
CMS.registerLocale('en', withPlainMessages(CMS.getLocale('en')));

// The editor's link to the site opens the site it is served from, wherever that is; the local backend is where the setting puts it.
CMS.init({ config: { site_url: location.origin, local_backend: { url: LOCAL_BACKEND_URL } } });
void sayWhenLocalBackendIsMissing();
