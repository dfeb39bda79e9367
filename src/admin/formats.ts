/**
 * How the browser editor reads and writes the content files, so that a saved
 * file is the one an editor would have written by hand: the new values are
 * written into the file as it was, keeping its comments, key order, quoting,
 * flow lists and anchors wherever a value did not change. Without the file
 * as it was (a new entry), the values are written plainly.
 *
 * Formats (named in public/admin/config.yml):
 *   yaml-kept        a YAML file holding one entry
 *   yaml-list        a YAML file holding a list of entries, edited as `entries`
 *   yaml-dictionary  a translations file (English text: translation), edited as `entries` of pairs
 *   mdx-page         an MDX page: YAML front matter, then the body kept as written
 */
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseYamlDocument,
  stringifyYaml,
  visit,
  type Document,
  type Node,
  type Pair,
  YAMLMap,
  YAMLSeq,
} from '../content-io/yaml.ts';
import { splitFrontMatter } from '../content-io/front-matter.ts';

type Value = unknown;
const OPTIONS = { lineWidth: 0 } as const;

const isObject = (v: Value): v is Record<string, Value> => typeof v === 'object' && v !== null && !Array.isArray(v);
const equal = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);
/** What an emptied form field leaves behind: never written for a field the file did not have. */
const isEmpty = (v: Value) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0);

/** Drops emptied values from new data (an optional field the form left blank). */
function pruned(value: Value): Value {
  if (Array.isArray(value)) return value.map(pruned);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, pruned(v)] as const)
      .filter(([, v]) => !isEmpty(v)),
  );
}

const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));

/** Writes `value` where `node` is, reusing `node` (and what hangs on it) as far as the value allows. */
function merge(doc: Document, node: unknown, value: Value, flow = false): unknown {
  if (isAlias(node)) return equal(node.resolve(doc)?.toJSON(), value) ? node : merge(doc, undefined, value, flow);
  if (isMap(node) && isObject(value)) {
    for (const pair of [...node.items]) {
      const key = keyOf(pair);
      if (!(key in value) || (isEmpty(value[key]) && !isEmpty(toJS(doc, pair.value)))) node.delete(pair.key);
    }
    for (const [key, v] of Object.entries(value)) {
      const pair = node.items.find((p) => keyOf(p) === key);
      if (pair) pair.value = merge(doc, pair.value, v, node.flow);
      else if (!isEmpty(v)) node.add(doc.createPair(key, created(doc, pruned(v), Boolean(node.flow))));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const old = node.items.map((item) => ({ item, value: toJS(doc, item), used: false }));
    const siblingFlow = node.items.some((i) => (isMap(i) || isSeq(i)) && i.flow);
    // Unchanged items keep their nodes, wherever they moved; changed ones take an unused node by id, then by place.
    const take = (test: (o: (typeof old)[number]) => boolean) => {
      const found = old.find((o) => !o.used && test(o));
      if (found) found.used = true;
      return found;
    };
    const chosen: ((typeof old)[number] | undefined)[] = value.map((v) => take((o) => equal(o.value, v)));
    value.forEach((v, i) => {
      if (chosen[i]) return;
      const id = isObject(v) ? v.id : undefined;
      chosen[i] = id !== undefined ? take((o) => isObject(o.value) && o.value.id === id) : undefined;
    });
    value.forEach((v, i) => {
      if (!chosen[i] && old[i] && !old[i].used && old.length === value.length) chosen[i] = take((o) => o === old[i]);
    });
    const first = node.items[0] as Node | undefined;
    node.items = value.map((v, i) => {
      const previous = chosen[i];
      return previous ? merge(doc, previous.item, v, siblingFlow) : created(doc, pruned(v), siblingFlow || Boolean(node.flow));
    }) as typeof node.items;
    // The comment heading the list (a file's opening comment) stays at its head when another item comes first.
    const head = node.items[0] as Node | undefined;
    if (first && head && head !== first && first.commentBefore) {
      head.commentBefore = first.commentBefore;
      first.commentBefore = undefined;
    }
    return node;
  }
  if (isScalar(node) && !isObject(value) && !Array.isArray(value)) {
    if (node.value === value || (typeof node.value === typeof value && equal(node.value, value))) return node;
    if (typeof node.value === typeof value) {
      node.value = value;
      return node;
    }
  }
  return created(doc, isObject(value) || Array.isArray(value) ? pruned(value) : value, flow);
}

function created(doc: Document, value: Value, flow: boolean) {
  const node = doc.createNode(value) as Node;
  if (flow && (node instanceof YAMLMap || node instanceof YAMLSeq)) node.flow = true;
  return node;
}

const toJS = (doc: Document, node: unknown) => (node && typeof node === 'object' && 'toJSON' in node ? (node as Node).toJS(doc) : node);

/**
 * Text the YAML library lays out its own way, put back as the file had it:
 * flow lists as `[a, b]` beside flow groups `{ a: 1 }` (the library pads both
 * or neither), and an unchanged folded text (`>`) with its original line
 * breaks. Both are found by parsing the text written.
 */
function restoreLayout(text: string, original: string): string {
  const folded = new Map<string, string[]>();
  visit(parseYamlDocument(original), {
    Scalar(_, node) {
      if (node.type === 'BLOCK_FOLDED' && node.range)
        folded.set(String(node.value), [...(folded.get(String(node.value)) ?? []), original.slice(node.range[0], node.range[1])]);
    },
  });
  const edits: { start: number; end: number; text: string }[] = [];
  visit(parseYamlDocument(text), {
    Seq(_, node) {
      if (node.flow && node.range && node.items.length) {
        const inner = text.slice(node.range[0], node.range[1]);
        edits.push({ start: node.range[0], end: node.range[1], text: inner.replace(/^\[ /, '[').replace(/ \]$/, ']') });
      }
    },
    Scalar(_, node) {
      const source = node.type === 'BLOCK_FOLDED' && node.range ? folded.get(String(node.value))?.shift() : undefined;
      if (source !== undefined && node.range) edits.push({ start: node.range[0], end: node.range[1], text: source });
    },
  });
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The YAML text of `data`, written into `original` (the file as it was) when there is one. */
export function writeYaml(data: Value, original?: string): string {
  if (!original?.trim()) return stringifyYaml(pruned(data), OPTIONS);
  const doc = parseYamlDocument(original);
  doc.contents = merge(doc, doc.contents, data) as typeof doc.contents;
  return restoreLayout(doc.toString(OPTIONS), original);
}

export const readYaml = (text: string): Value => parseYamlDocument(text).toJS() ?? {};

// ---------------------------------------------------------------- a file holding a list of entries
export const readList = (text: string) => ({ entries: (readYaml(text) as Value[] | null) ?? [] });
export const writeList = (data: { entries?: Value[] }, original?: string) => writeYaml(withIds(data.entries ?? []), original);

/** Lower-case words joined by dashes: "Revised Examination Timetable" → revised-examination-timetable. */
export const idFrom = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An entry added without an id gets one made from its title (or name, or label), unlike every other id of the list. */
export function withIds(entries: Value[]): Value[] {
  const taken = new Set(entries.map((e) => (isObject(e) ? e.id : undefined)).filter(Boolean));
  return entries.map((entry) => {
    if (!isObject(entry) || entry.id) return entry;
    const base = idFrom(String(entry.title ?? entry.name ?? entry.label ?? '')) || 'entry';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    // First in the entry, as ids are written by hand.
    return { ...{ id }, ...entry, id };
  });
}

// ---------------------------------------------------------------- a dictionary (English text: translation)
export const readDictionary = (text: string) => ({
  entries: Object.entries((readYaml(text) as Record<string, string>) ?? {}).map(([english, translation]) => ({ english, translation })),
});
export function writeDictionary(data: { entries?: { english: string; translation: string }[] }, original?: string) {
  const entries = (data.entries ?? []).filter((e) => e.english);
  const record = Object.fromEntries(entries.map((e) => [e.english, e.translation]));
  return writeYaml(
    record,
    original &&
      withRenamedKeys(
        original,
        entries.map((e) => e.english),
      ),
  );
}

/**
 * The file with each English text the form changed renamed where it stands, so that its line keeps its
 * place and its comments (a renamed key would otherwise read as one line removed and another added at the end).
 */
function withRenamedKeys(original: string, english: string[]): string {
  const doc = parseYamlDocument(original);
  if (!isMap(doc.contents) || doc.contents.items.length !== english.length) return original;
  let text = original;
  // From the last line up, so earlier offsets stay valid.
  for (let i = english.length - 1; i >= 0; i--) {
    const key = doc.contents.items[i]!.key;
    if (!isScalar(key) || !key.range || String(key.value) === english[i]) continue;
    text = `${text.slice(0, key.range[0])}${stringifyYaml(english[i], OPTIONS).trim()}${text.slice(key.range[1])}`;
  }
  return text;
}

// ---------------------------------------------------------------- an MDX page
export function readPage(text: string): Record<string, Value> {
  const { yaml, body } = splitFrontMatter(text);
  if (yaml === null) return { body: text };
  return { ...(readYaml(yaml) as Record<string, Value>), body };
}

/** The page: its front matter written into the old one, the body exactly as the form holds it. */
export function writePage(data: Record<string, Value>, original?: string): string {
  const { body = '', ...fields } = data;
  const before = original ? (splitFrontMatter(original).yaml ?? undefined) : undefined;
  const frontMatter = writeYaml(fields, before);
  return `---\n${frontMatter.endsWith('\n') ? frontMatter : `${frontMatter}\n`}---\n${String(body)}`;
}

// ---------------------------------------------------------------- an entry of the form

type Values = Record<string, Value>;
/** Each format of config.yml: how an entry is written to its file and read back. */
export const FORMATS: Record<string, { write(values: Values, raw?: string): string; read(text: string): unknown }> = {
  'yaml-kept': { write: writeYaml, read: readYaml },
  'yaml-list': { write: writeList, read: readList },
  'yaml-dictionary': { write: (v, raw) => writeDictionary(v as Parameters<typeof writeDictionary>[0], raw), read: readDictionary },
  'mdx-page': { write: writePage, read: readPage },
};

/** An entry as Decap holds it: its data (an Immutable map) and its file's text. */
export type FormEntry = { get(key: string): unknown; getIn(path: string[]): unknown };

/**
 * The entry open in a form, in `format`: its values as they would be saved (emptied fields dropped, a new list
 * item given its id), the file's text they would make, and the values its file holds now (none for a new entry).
 */
export function entryValues(entry: FormEntry, format: string): { values: Values; text: string | undefined; saved: Values | undefined } {
  const data = entry.getIn(['data']) as { toJS?(): unknown } | undefined;
  let values = ((data && typeof data.toJS === 'function' ? data.toJS() : data) ?? {}) as Values;
  const raw = String(entry.get('raw') ?? '') || undefined;
  const { read, write } = FORMATS[format] ?? {};
  let saved: Values | undefined;
  let text: string | undefined;
  try {
    saved = raw === undefined ? undefined : (read?.(raw) as Values | undefined);
    text = write?.(values, raw);
    if (text !== undefined) values = read!(text) as Values;
  } catch {
    // A value the file cannot hold yet (a field still being typed): as the form holds it.
  }
  return { values, text, saved };
}
