/**
 * What a field of the browser editor accepts, read from its generated
 * configuration (public/admin/config.yml, made from the content schemas by
 * scripts/lib/editor-config/cms-config.mjs). The editor's own widgets (editor.ts) read what
 * an editor types through these functions, so a value the content check
 * would refuse is refused as it is typed, in the check's own words; the
 * editor's tests run the same functions against the real configuration.
 * Decap's built-in widgets (text, select, toggle) check `required` and
 * `pattern` themselves: `readInput` follows them as Decap documents them.
 */
import { formatDate } from '../lib/dates.ts';
import { linkProblem } from '../lib/links.ts';

/** One field of the generated configuration (the keys this file reads). */
export interface FieldConfig {
  name: string;
  label?: string;
  widget: string;
  required?: boolean;
  /** A regular expression's source and the message shown when a text does not match it. */
  pattern?: [string, string];
  /** A picture's alt text, which a decorative picture leaves empty (kept as "" only where the file has it). */
  decorative_allowed?: boolean;
  /** Inside an optional group, a field the group needs once it is filled in (Decap cannot require it). */
  needed_in_group?: boolean;
  /** Numbers: the bounds (inclusive), whole numbers only when `int`, and how to write one; lists: how many items. */
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  message?: string;
  bounds_message?: string;
  options?: (string | number | boolean | { value: unknown })[];
  /** A list of one kind of value, or a group of fields (each a list item's when widget is list). */
  field?: FieldConfig;
  fields?: FieldConfig[];
  /** A value of one of several shapes: the shapes it may take; a shape's `choice` names it for the editor. */
  alternatives?: FieldConfig[];
  choice?: string;
  /** A link that can upload a file: the folder it goes to, the address it is served at, its types and largest size. */
  media_folder?: string;
  public_folder?: string;
  accept?: string[];
  max_file_size?: number;
}

/** What the editor stores for a typed text, or why it refuses it. */
export type Reading = { value: unknown } | { error: string };

const labelOf = (field: FieldConfig) => field.label ?? field.name;
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

// ---------------------------------------------------------------- numbers

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A number as typed: digits only (no commas, spaces or ₹), whole when the field says so, within its bounds. */
export function readNumber(field: FieldConfig, text: string): Reading {
  const typed = text.trim();
  if (typed === '') return { value: undefined };
  if (!PLAIN_NUMBER.test(typed) || (field.value_type === 'int' && typed.includes('.'))) return { error: field.message ?? 'write a plain number, e.g. 250000' };
  return checkBounds(field, Number(typed));
}

const boundsProblem = (field: FieldConfig, value: number) => {
  const read = checkBounds(field, value);
  return 'error' in read ? read.error : undefined;
};

function checkBounds(field: FieldConfig, value: number): Reading {
  const tooSmall = field.min !== undefined && value < field.min;
  const tooBig = field.max !== undefined && value > field.max;
  if (!tooSmall && !tooBig) return { value };
  const range = [field.min !== undefined ? `at least ${field.min}` : '', field.max !== undefined ? `at most ${field.max}` : ''].filter(Boolean).join(' and ');
  return { error: `${field.bounds_message ?? `it must be ${range}`} (${value} is not)` };
}

// ---------------------------------------------------------------- days

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The day as YYYY-MM-DD when it exists in the calendar, or undefined. */
function existingDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** A day as typed: day first (18/10/2025, 18-10-2025, 18.10.2025) or as stored (2025-10-18); kept as YYYY-MM-DD. */
export function readDay(text: string): Reading {
  const typed = text.trim();
  if (typed === '') return { value: undefined };
  const dayFirst = DAY_FIRST.exec(typed);
  const iso = ISO_DAY.test(typed) ? typed.split('-').map(Number) : undefined;
  const [year, month, day] = dayFirst ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])] : (iso ?? []);
  const value = year && month && day ? existingDay(year, month, day) : undefined;
  return value ? { value } : { error: 'write the date day first, as DD/MM/YYYY, e.g. 18/10/2025 (a day that exists)' };
}

/** A stored day (YYYY-MM-DD) as the editor shows it: 18/10/2025. */
export const dayFirst = (iso: string) => (ISO_DAY.test(iso) ? iso.split('-').reverse().join('/') : iso);

/** A stored day in words, as the site writes it, so that the editor sees which day a typed date means: "Saturday 18 October 2025". */
export const dayInWords = (iso: string) => formatDate(iso, 'en', { weekday: true });

// ---------------------------------------------------------------- uploads

/** An uploaded file's name as it is stored and linked: lower-case words joined by dashes, its type kept ("Exam Notice (1).PDF" → exam-notice-1.pdf). */
export function uploadName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, type] = dot > 0 ? [name.slice(0, dot), name.slice(dot).toLowerCase()] : [name, ''];
  const words = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${words || 'file'}${type}`;
}

/** Why a file cannot be uploaded into the field (its type or size), or undefined. */
export function uploadProblem(field: FieldConfig, file: { name: string; size: number }): string | undefined {
  const type = uploadName(file.name).replace(/^[^.]*/, '');
  if (field.accept && !field.accept.includes(type)) return `upload a ${field.accept.join(' or ')} file (this one is ${type || 'of no known type'})`;
  const megabytes = (bytes: number) => `${Math.ceil(bytes / 100_000) / 10} MB`;
  if (field.max_file_size && file.size > field.max_file_size)
    return `the file is ${megabytes(file.size)}; upload one of at most ${megabytes(field.max_file_size)}`;
  return undefined;
}

// ---------------------------------------------------------------- any field

const optionValues = (field: FieldConfig) => (field.options ?? []).map((o) => (typeof o === 'object' ? o.value : o));
const isList = (field: FieldConfig) => field.widget === 'list';
const countOf = (field: FieldConfig) =>
  [field.min !== undefined ? `at least ${field.min}` : '', field.max !== undefined ? `at most ${field.max}` : ''].filter(Boolean).join(' and ');

/** Why the editor refuses a value held by a field (a value typed as YAML, or one a widget stores), or undefined. */
export function problemWith(field: FieldConfig, value: unknown): string | undefined {
  if (isBlank(value)) return field.required === false ? undefined : 'it is required';
  switch (field.widget) {
    case 'plain-number':
      if (typeof value !== 'number' || (field.value_type === 'int' && !Number.isInteger(value))) return field.message ?? 'write a plain number';
      return boundsProblem(field, value);
    case 'day': {
      const read = typeof value === 'string' && ISO_DAY.test(value) ? readDay(value) : undefined;
      return read && 'value' in read ? undefined : 'a day is stored as YYYY-MM-DD, e.g. 2025-10-18 (a day that exists)';
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'write true or false';
    case 'select':
      return optionValues(field).includes(value) ? undefined : `write one of: ${optionValues(field).join(', ')}`;
    case 'list':
      if (!Array.isArray(value)) return 'write a list, one item per line starting with "- "';
      if (value.length < (field.min ?? 0) || value.length > (field.max ?? Infinity)) return field.bounds_message ?? `write ${countOf(field)} items`;
      for (const [i, item] of value.entries()) {
        const problem = problemWith(field.field ?? { ...field, widget: 'object' }, item);
        if (problem) return `item ${i + 1}: ${problem}`;
      }
      return undefined;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return 'write its fields on the lines below it';
      for (const inner of field.fields ?? []) {
        const problem = problemWith(inner, (value as Record<string, unknown>)[inner.name]);
        if (problem) return `${labelOf(inner)}: ${problem}`;
      }
      return undefined;
    case 'choice':
    case 'yaml': {
      if (!field.alternatives) return undefined;
      const problems = field.alternatives.map((shape) => problemWith({ ...shape, required: true }, value));
      if (problems.includes(undefined)) return undefined;
      // The shapes of the same kind as the value (a list, or one value) say what is wrong with it.
      const sameKind = problems.filter((_, i) => isList(field.alternatives![i]!) === Array.isArray(value));
      return (sameKind.length ? sameKind : problems).join('; or ');
    }
    case 'link':
      return typeof value === 'string' ? (linkProblem(value) ?? undefined) : 'write the link as text';
    case 'string':
    case 'text':
    case 'department':
      if (typeof value !== 'string') return 'write it as text';
      return field.pattern && !new RegExp(field.pattern[0]).test(value) ? field.pattern[1] : undefined;
    default:
      return undefined;
  }
}

/** What the editor stores when `text` is typed into the field (one line per item in a list of values), or why it refuses it. */
export function readInput(field: FieldConfig, text: string, parseYaml: (text: string) => unknown): Reading {
  let read: Reading;
  if (field.widget === 'plain-number') read = readNumber(field, text);
  else if (field.widget === 'day') read = readDay(text);
  else if (field.widget === 'link') read = { value: text.trim() || undefined };
  else if (field.widget === 'yaml' || field.widget === 'choice') read = { value: text.trim() ? parseYaml(text) : undefined };
  else if (isList(field) && field.field) {
    const readings = text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => readInput({ ...field.field!, required: true }, line, parseYaml));
    const refused = readings.find((r) => 'error' in r);
    read = refused ?? { value: readings.map((r) => (r as { value: unknown }).value) };
  } else read = { value: text };
  if ('error' in read) return read;
  const problem = problemWith(field, read.value);
  return problem ? { error: problem } : read;
}

// ---------------------------------------------------------------- one of several shapes

/**
 * One answer of a field with several shapes (a fee list or `pending`): a
 * fixed value (an option, yes or no), one value typed, or a list of values
 * typed one per box. `shape` is the alternative it belongs to.
 */
export type Choice = { label: string; shape: FieldConfig } & ({ fixed: unknown } | { typed: 'one' | 'list' });

const TYPED_LABEL: Record<string, string> = { 'plain-number': 'A number', string: 'A text', list: 'A list' };

/** The answers a field of several shapes offers, in the order of its shapes. */
export function choicesOf(field: FieldConfig): Choice[] {
  return (field.alternatives ?? []).flatMap((shape): Choice[] => {
    if (shape.widget === 'select') {
      const values = optionValues(shape);
      return values.map((value) => ({ label: values.length === 1 && shape.choice ? shape.choice : String(value), shape, fixed: value }));
    }
    if (shape.widget === 'boolean')
      return [
        { label: 'Yes', shape, fixed: true },
        { label: 'No', shape, fixed: false },
      ];
    return [{ label: shape.choice ?? TYPED_LABEL[shape.widget] ?? shape.widget, shape, typed: isList(shape) ? 'list' : 'one' }];
  });
}

/** Which of the answers holds `value` (-1: none, as for an empty field). */
export function choiceHolding(choices: Choice[], value: unknown): number {
  if (isBlank(value)) return -1;
  const fits = (choice: Choice) =>
    'fixed' in choice
      ? choice.fixed === value
      : choice.typed === 'list'
        ? Array.isArray(value)
        : !Array.isArray(value) && problemWith({ ...choice.shape, required: true }, value) === undefined;
  const exact = choices.findIndex(fits);
  // A value no answer takes (a file written by hand): shown under the answer of its kind, refused there.
  return exact >= 0 ? exact : choices.findIndex((c) => 'typed' in c && (c.typed === 'list') === Array.isArray(value));
}

/** The texts an answer's boxes show for a value (one box, or one per item). */
export const textsOf = (choice: Choice, value: unknown): string[] =>
  'fixed' in choice ? [] : Array.isArray(value) ? value.map((v) => String(v ?? '')) : value === undefined || value === null ? [''] : [String(value)];

/** What the field stores when `choice` is picked with `texts` in its boxes, or why it refuses them. */
export function readChoice(field: FieldConfig, choice: Choice, texts: string[], parseYaml: (text: string) => unknown): Reading {
  let read: Reading;
  if ('fixed' in choice) read = { value: choice.fixed };
  else if (choice.typed === 'one') read = readInput({ ...choice.shape, required: true }, texts[0] ?? '', parseYaml);
  else {
    const item = { ...choice.shape.field!, required: true };
    // An empty box is left out; a refused one is named by its place among the boxes (Year 2).
    const readings = texts.map((text) => (text.trim() ? readInput(item, text, parseYaml) : undefined));
    const refused = readings.findIndex((r) => r && 'error' in r);
    read =
      refused >= 0
        ? { error: `${choice.shape.field?.label ?? 'Item'} ${refused + 1}: ${(readings[refused] as { error: string }).error}` }
        : { value: readings.filter((r) => r !== undefined).map((r) => (r as { value: unknown }).value) };
  }
  if ('error' in read) return read;
  const problem = problemWith(field, read.value);
  return problem ? { error: problem } : read;
}
