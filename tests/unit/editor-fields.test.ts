/**
 * The browser editor refuses what the content check refuses. Every field of
 * every collection in the editor's configuration, as `npm run cms:config`
 * generates it from the schemas, is given typed values, ordinary and wrong
 * (a fee written 2,50,000, a date written day first, "sixty" seats): each
 * value the editor would store is put into a real entry of the collection
 * and parsed by the collection's zod schema, as `npm run check` does. Rules
 * written as code across fields (one fee per year, a designation or an
 * office) are left to the check, which reports them with the file and field.
 */
import { describe, expect, it } from 'vitest';
import { parseYaml, stringifyYaml } from '../../src/content-io/yaml.ts';
import { buildCmsConfig } from '../../scripts/lib/editor-config/cms-config.mjs';
import { loadCollections } from '../../src/content-io/collections.ts';
import { listEntries } from '../../src/content-io/entries.ts';
import type { Source } from '../../src/content-io/sources.ts';
import { explainIssues, PARSE_OPTIONS } from '../../scripts/lib/content-check/explain.mjs';
import { readContext } from '../../src/content-io/stand-ins.ts';
import {
  choiceHolding,
  choicesOf,
  problemWith,
  readChoice,
  readInput,
  textsOf,
  uploadName,
  uploadProblem,
  type FieldConfig,
} from '../../src/admin/field-rules.ts';

type Path = (string | number)[];
type EditorCollection = { name: string; format?: string; fields?: FieldConfig[]; files?: { fields: FieldConfig[] }[] };
type Issue = { code: string; path: PropertyKey[]; message: string };
type Schema = { safeParse(data: unknown, options?: object): { success: boolean; error?: { issues: Issue[] } } };

const config = (await buildCmsConfig()) as { collections: EditorCollection[] };
/** The entry being checked, so that image paths are checked from its file. */
const context = readContext();
const collections = (await loadCollections(process.cwd(), context)) as unknown as Record<string, { source: Source; schema: Schema }>;

/** What an editor types: ordinary values and the ways they go wrong. */
const TYPED = [
  '250000',
  '2,50,000',
  '₹250000',
  '2.5',
  '0',
  '-5',
  '60',
  'sixty',
  '',
  '18/10/2025',
  '2025-10-18',
  '31/02/2025',
  '10/18/2025',
  'pending',
  'true',
  'x',
  'A sentence of ordinary length that an editor could write in any text field.',
  'lower-case-words',
  'https://www.example.org/page',
  'office@example.edu.in',
  '+91 120 400 0000',
  '- 250000\n- 260000',
  '- 2,50,000',
  '250000\n260000',
];

/** The fields an editor types or picks a value into, with their place in an entry (`0` for an item of a list). */
function* leaves(fields: FieldConfig[], path: Path = []): Generator<{ field: FieldConfig; path: Path }> {
  for (const field of fields) {
    const at = [...path, field.name];
    if (field.widget === 'object') yield* leaves(field.fields ?? [], at);
    else if (field.widget === 'list' && field.fields) yield* leaves(field.fields, [...at, 0]);
    else if (['string', 'text', 'department', 'link', 'plain-number', 'day', 'yaml', 'choice', 'select', 'boolean', 'list'].includes(field.widget))
      yield { field, path: at };
  }
}

/** A value of the content as an editor sees it in the field, to type it again. */
const shownAs = (field: FieldConfig, value: unknown) =>
  field.widget === 'yaml' ? stringifyYaml(value) : Array.isArray(value) ? value.map(String).join('\n') : String(value);

/** The values the editor stores for a field: read from typed text (the content's own values and the usual mistakes), or picked. */
function editorValues(field: FieldConfig, own: unknown[]): { typed: string; read: ReturnType<typeof readInput> }[] {
  const picked = (value: unknown) => {
    const problem = problemWith(field, value);
    return { typed: String(value), read: problem ? { error: problem } : { value } };
  };
  if (field.widget === 'select') return [...(field.options ?? []).map((o) => picked(typeof o === 'object' ? o.value : o)), picked('not-an-option')];
  // Several shapes: each answer picked, and typed into its boxes (one text a box) as the content has it and as mistakes go.
  if (field.widget === 'choice')
    return choicesOf(field).flatMap((choice) => {
      const typedBoxes =
        'fixed' in choice
          ? [[]]
          : [
              ...own.filter((v) => choiceHolding([choice], v) === 0).map((v) => textsOf(choice, v)),
              ...TYPED.map((t) => (choice.typed === 'list' ? t.split('\n') : [t])),
            ];
      return typedBoxes.map((boxes) => ({ typed: boxes.join(' | '), read: readChoice(field, choice, boxes, parseYaml) }));
    });
  if (field.widget === 'boolean') return [picked(true), picked(false)];
  const typed = [...new Set([...own.map((value) => shownAs(field, value)), ...TYPED])];
  return typed.map((text) => ({ typed: text, read: readInput(field, text, parseYaml) }));
}

const isObject = (v: unknown): v is Record<string | number, unknown> => typeof v === 'object' && v !== null;

/** What a form leaves when a field is emptied: the field is taken out of the file (src/admin/formats.ts). */
const isEmpty = (v: unknown) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** `data` with `value` at `path` (taken out when empty), making the groups and first list items on the way. */
function withValue(data: unknown, path: Path, value: unknown) {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((key, i) => {
    if (!isObject(node[key])) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  const last = path.at(-1)!;
  if (isEmpty(value)) delete node[last];
  else node[last] = value;
  return copy;
}

/** The values at `path` in `data`, through every item of its lists. */
function valuesAt(data: unknown, path: Path): unknown[] {
  if (path.length === 0) return data === undefined ? [] : [data];
  const [key, ...rest] = path;
  if (typeof key === 'number') return Array.isArray(data) ? data.flatMap((item) => valuesAt(item, rest)) : [];
  return isObject(data) ? valuesAt(data[key], rest) : [];
}

const has = (data: unknown, path: Path) =>
  path.every((key) => isObject(data) && key in data && ((data = (data as Record<string | number, unknown>)[key]), true));

/** The schema's issues about the field at `path` itself: the check's, and a rule written as code only when the editor runs it too (a link's). */
const issuesAt = (schema: Schema, data: unknown, path: Path, field: FieldConfig) =>
  (schema.safeParse(data).error?.issues ?? []).filter((i) => (i.code !== 'custom' || field.widget === 'link') && path.every((key, n) => i.path[n] === key));

const editorCollections = config.collections.filter((c) => c.format !== 'yaml-dictionary');
const fieldsOf = (c: EditorCollection) => {
  const fields = c.fields ?? c.files?.[0]?.fields ?? [];
  // A file holding a list of entries is edited as one list, `entries`: its items are the schema's entries.
  return c.format === 'yaml-list' ? (fields.find((f) => f.name === 'entries')?.fields ?? []) : fields;
};
/** The schema collection an editor collection edits (pages-hi edits pages). */
const schemaName = (name: string) => (name in collections ? name : name.replace(/-[a-z]{2}$/, ''));

describe('every value the editor stores passes the content check', () => {
  it.each(editorCollections.map((c) => [c.name, c] as const))('%s', async (name, collection) => {
    const { source, schema } = collections[schemaName(name)]!;
    const { entries } = listEntries(process.cwd(), schemaName(name), source);
    expect(entries.length, `${name} has entries to try values in`).toBeGreaterThan(0);
    const fields = [...leaves(fieldsOf(collection))];
    expect(fields.length, `${name} has fields`).toBeGreaterThan(0);
    const refusedByTheCheck: string[] = [];
    for (const { field, path } of fields) {
      const entry = entries.find((e) => has(e.data, path.slice(0, -1))) ?? entries[0]!;
      context.file = entry.file;
      const values = editorValues(
        field,
        entries.flatMap((e) => valuesAt(e.data, path)),
      );
      // Left empty, two fields are left to the check, which asks for them: one a filled-in optional group needs (Decap cannot
      // require it), and a picture's alt, empty in the file for a decorative picture and kept so, but never written empty.
      const leftToTheCheck = field.needed_in_group || field.decorative_allowed;
      const stored = values.filter((v) => 'value' in v.read && !(leftToTheCheck && isEmpty(v.read.value)));
      expect(stored.length, `${name} › ${path.join('.')} stores some value`).toBeGreaterThan(0);
      for (const { typed, read } of stored) {
        const [issue] = issuesAt(schema, withValue(entry.data, path, (read as { value: unknown }).value), path, field);
        if (issue) refusedByTheCheck.push(`${path.join('.')}: the editor stores ${JSON.stringify(typed)}; the check says "${issue.message}"`);
      }
    }
    expect(refusedByTheCheck).toEqual([]);
  });
});

describe('values the check refuses are refused as they are typed, in words', () => {
  const fieldAt = (collection: string, path: string) => {
    const fields = [...leaves(fieldsOf(config.collections.find((c) => c.name === collection)!))];
    return fields.find((f) => f.path.filter((k) => typeof k === 'string').join('.') === path)!.field;
  };
  const refusal = (collection: string, path: string, typed: string) => {
    const field = fieldAt(collection, path);
    // A field of several shapes: typed into the boxes of the answer that takes a list (a fee for each year).
    const list = field.widget === 'choice' ? choicesOf(field).find((c) => 'typed' in c && c.typed === 'list') : undefined;
    const read = list ? readChoice(field, list, typed.split('\n'), parseYaml) : readInput(field, typed, parseYaml);
    return 'error' in read ? read.error : `stored ${JSON.stringify(read.value)}`;
  };

  it('a fee written with Indian commas, or with ₹', () => {
    expect(refusal('programmes', 'annualFees', '2,50,000')).toMatch(/plain number, without commas/);
    expect(refusal('programmes', 'annualFees', '250000\n₹250000')).toMatch(/^Year 2: .*plain number, without commas/);
    expect(refusal('fees', 'confirmationPayment.amount', '2,50,000')).toMatch(/plain number, without commas/);
  });

  it('in the words the check uses for the same value in the file', async () => {
    const { source, schema } = collections.programmes!;
    const { entries } = listEntries(process.cwd(), 'programmes', source);
    const entry = entries.find((e) => Array.isArray(e.data.annualFees))!;
    const indian = (entry.data.annualFees as number[]).map((fee) => fee.toLocaleString('en-IN'));
    const data = withValue(entry.data, ['annualFees'], indian);
    const [explained] = explainIssues((schema.safeParse(data, PARSE_OPTIONS).error?.issues ?? []) as never, schema, data) as { fix: string }[];
    expect(explained!.fix.length).toBeGreaterThan(0);
    expect(refusal('programmes', 'annualFees', indian[0]!)).toContain(explained!.fix);
  });

  it('seats written in words', () => {
    expect(refusal('programmes', 'intake', 'sixty')).toMatch(/whole number/);
    expect(refusal('programmes', 'intake', '0')).toMatch(/above 0/);
  });

  it('a date written day first is kept as YYYY-MM-DD; a day that does not exist, or month first, is refused', () => {
    const date = fieldAt('documents', 'date');
    expect(readInput(date, '18/10/2025', parseYaml)).toEqual({ value: '2025-10-18' });
    expect(problemWith(date, '18/10/2025'), 'the text itself is never stored').toMatch(/YYYY-MM-DD/);
    expect(refusal('documents', 'date', '31/02/2025')).toMatch(/day first/);
    expect(refusal('documents', 'date', '10/18/2025')).toMatch(/day first/);
  });

  it("a notice's document: uploaded under the folder the site serves, of the types and size the configuration allows", () => {
    const href = fieldAt('documents', 'href');
    expect(`/public${href.public_folder}`).toBe(href.media_folder);
    const allowed = href.accept![0]!;
    expect(uploadProblem(href, { name: `Exam Notice (1)${allowed.toUpperCase()}`, size: href.max_file_size! })).toBeUndefined();
    expect(uploadName(`Exam Notice (1)${allowed.toUpperCase()}`)).toBe(`exam-notice-1${allowed}`);
    expect(uploadProblem(href, { name: 'notice.exe', size: 1 })).toMatch(/^upload a /);
    expect(uploadProblem(href, { name: `notice${allowed}`, size: href.max_file_size! + 1 })).toMatch(/^the file is .* MB; upload one of at most/);
    // What an upload links to passes the link rule.
    expect(readInput(href, `${href.public_folder}/${uploadName(`notice${allowed}`)}`, parseYaml)).toEqual({ value: `${href.public_folder}/notice${allowed}` });
  });
});
