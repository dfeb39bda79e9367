/**
 * Reads a zod 4 schema's shape: what type a field takes, its rules, and its
 * nested fields, in plain words. The one reader of zod's definitions, shared
 * by the content check's messages, the field reference and the editor's
 * configuration. (zod's public `z.toJSONSchema` cannot say what an editor
 * needs: the schema author's messages, `.meta()` of the reference and image
 * stand-ins through transforms, or the inner type of a lazy schema.)
 */

/** A zod schema or check, read through its definition. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's definitions are typed per kind; readers here look at any kind
type Schema = any;
type Path = (string | number)[];

/** A schema's or check's definition (`type`, `checks`, `shape`, `element`, `options`…), or {} for anything else. */
export const def = (schema: Schema): Schema => schema?._zod?.def ?? {};

/** The message a schema author attached to a schema or check, if any. */
export function checkMessage(check: Schema): string | undefined {
  try {
    const message = def(check).error?.({});
    return typeof message === 'string' ? message : typeof message?.message === 'string' ? message.message : undefined;
  } catch {
    return undefined;
  }
}

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];

/** One wrapper peeled (optional, default, a pipe, a lazy schema…): the schema inside it, or undefined for a schema that holds the value. */
export function peel(schema: Schema): Schema | undefined {
  const d = def(schema);
  // A transform (Astro's reference/image helpers, coercions): describe what goes in.
  if (d.type === 'pipe') return def(d.in).type === 'transform' ? d.out : d.in;
  // Cached by zod, so recursion can be detected.
  if (d.type === 'lazy') return schema._zod.innerType ?? d.getter();
  return WRAPPERS.includes(d.type) ? d.innerType : undefined;
}

/** Peels optional/default/nullable/pipe wrappers: the schema that holds the value, and how it may be left out. */
export function unwrap(schema: Schema): { schema: Schema; optional: boolean; nullable: boolean; hasDefault: boolean; defaultValue: unknown } {
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  let hasDefault = false;
  let current = schema;
  for (let i = 0; i < 20 && current; i++) {
    const d = def(current);
    if (d.type === 'optional') optional = true;
    else if (d.type === 'nullable') nullable = true;
    else if (d.type === 'default' || d.type === 'prefault') {
      hasDefault = true;
      try {
        defaultValue = typeof d.defaultValue === 'function' ? d.defaultValue() : d.defaultValue;
      } catch {
        defaultValue = undefined;
      }
    }
    const inner = peel(current);
    if (!inner) break;
    current = inner;
  }
  return { schema: current, optional: optional || hasDefault, nullable, hasDefault, defaultValue };
}

/** Zod 4 metadata attached with `.meta()` (the image and reference helpers use it). */
export function meta(schema: Schema): Record<string, unknown> {
  try {
    return schema?.meta?.() ?? {};
  } catch {
    return {};
  }
}

const quote = (value: unknown) => (typeof value === 'string' ? `\`${value}\`` : `\`${JSON.stringify(value)}\``);

/** A short plain-words label for the kind of value a schema takes. */
export function typeLabel(schema: Schema, depth = 0): string {
  const m = meta(schema);
  if (m.image) return 'image path';
  if (m.reference) return `id of a \`${m.reference}\` entry`;
  const { schema: inner } = unwrap(schema);
  const im = meta(inner);
  if (im.image) return 'image path';
  if (im.reference) return `id of a \`${im.reference}\` entry`;
  const d = def(inner);
  switch (d.type) {
    case 'string': {
      const format = d.format;
      if (format === 'email') return 'e-mail address';
      if (format === 'url') return 'web address';
      if (format === 'date') return 'date (YYYY-MM-DD)';
      if (format === 'datetime') return 'date and time';
      return 'text';
    }
    case 'number':
      return (d.checks ?? []).some((c: Schema) => def(c).format === 'safeint' || def(c).format === 'int32') ? 'whole number' : 'number';
    case 'boolean':
      return '`true` or `false`';
    case 'date':
      return 'date (YYYY-MM-DD)';
    case 'literal':
      return d.values.map(quote).join(' or ');
    case 'enum':
      return `one of ${Object.values(d.entries).map(quote).join(', ')}`;
    case 'array':
      return depth > 2 ? 'list' : `list of ${plural(typeLabel(d.element, depth + 1))}`;
    case 'object':
      return 'group of fields';
    case 'record':
      return 'map of names to values';
    case 'tuple':
      return 'fixed list';
    case 'union':
      return depth > 2 ? 'one of several forms' : d.options.map((o: Schema) => typeLabel(o, depth + 1)).join(', or ');
    case 'any':
    case 'unknown':
      return 'any value';
    default:
      return d.type ?? 'value';
  }
}

function plural(label: string): string {
  if (label.startsWith('id of a ')) return label.replace('id of a ', 'ids of ').replace(/ entry$/, ' entries');
  if (label.startsWith('one of ')) return `values, each ${label}`;
  if (label === 'group of fields') return 'groups of fields (see below)';
  if (/^`/.test(label)) return `values (${label})`;
  if (label.endsWith('text')) return 'texts';
  if (label.startsWith('list of')) return `lists (${label.slice(8)})`;
  if (label.includes(' or ') || label.includes(', or ')) return `items (${label})`;
  return label.endsWith('s') ? label : `${label}s`;
}

/** The rules a schema enforces, in plain words, with the author's message when there is one. */
export function rules(schema: Schema): string[] {
  const { schema: inner } = unwrap(schema);
  const d = def(inner);
  const out: string[] = [];
  const unit = (n: number) => (d.type === 'array' ? (n === 1 ? 'item' : 'items') : n === 1 ? 'character' : 'characters');
  for (const check of d.checks ?? []) {
    const c = def(check);
    const message = checkMessage(check);
    let rule: string | undefined;
    switch (c.check) {
      case 'min_length':
        rule = c.minimum === 1 && d.type === 'string' ? 'not empty' : `at least ${c.minimum} ${unit(c.minimum)}`;
        break;
      case 'max_length':
        rule = `at most ${c.maximum} ${unit(c.maximum)}`;
        break;
      case 'length_equals':
        rule = `exactly ${c.length} ${unit(c.length)}`;
        break;
      case 'greater_than':
        rule = c.inclusive ? `at least ${c.value}` : `more than ${c.value}`;
        break;
      case 'less_than':
        rule = c.inclusive ? `at most ${c.value}` : `less than ${c.value}`;
        break;
      case 'string_format':
        rule = c.format === 'regex' ? `matches \`${c.pattern}\`` : undefined;
        break;
      case 'custom':
        rule = message || meta(schema).image || meta(inner).image ? undefined : 'a further rule (see src/schemas/)';
        break;
      default:
        rule = undefined;
    }
    if (message && rule) out.push(`${rule} (${message})`);
    else if (message) out.push(message);
    else if (rule) out.push(rule);
  }
  if (d.type === 'string' && d.format === 'email' && d.error) {
    const message = checkMessage(inner);
    if (message) out.push(message);
  }
  return out;
}

/**
 * The fields an object schema holds, one level down, looking through lists
 * (`items[]`), optional wrappers and lazily defined (recursive) schemas.
 * @returns {{ name: string, schema: any }[]}
 */
export function childFields(schema: Schema): { name: string; schema: Schema }[] {
  const { schema: inner } = unwrap(schema);
  // A reference or an image is one value an editor writes, whatever Astro reads it into.
  if ([meta(schema), meta(inner)].some((m) => m.reference || m.image)) return [];
  const d = def(inner);
  if (d.type === 'object') return Object.entries(d.shape).map(([name, s]: [string, Schema]) => ({ name, schema: s }));
  if (d.type === 'array') return childFields(d.element).map((f) => ({ ...f, name: `[].${f.name}` }));
  if (d.type === 'union') {
    const objectOption = d.options.find((o: Schema) => ['object', 'array'].includes(def(unwrap(o).schema).type));
    return objectOption ? childFields(objectOption) : [];
  }
  return [];
}

/** The object schema whose fields childFields() lists (looking through lists and unions), or undefined. */
export function objectOf(schema: Schema): Schema {
  const { schema: inner } = unwrap(schema);
  const d = def(inner);
  if (d.type === 'object') return inner;
  if (d.type === 'array') return objectOf(d.element);
  if (d.type === 'union') return d.options.map(objectOf).find(Boolean);
  return undefined;
}

/** The schema that validates `path` inside `schema` (for messages about a field), or undefined. */
export function schemaAt(schema: Schema, path: Path): Schema {
  let current = schema;
  for (const key of path) {
    const { schema: inner } = unwrap(current);
    const d = def(inner);
    if (d.type === 'object') current = d.shape[key];
    else if (d.type === 'array') current = d.element;
    else if (d.type === 'record') current = d.valueType;
    else if (d.type === 'tuple') current = d.items[key];
    else if (d.type === 'union') {
      const next = d.options.map((o: Schema) => schemaAt(o, [key])).find(Boolean);
      current = next;
    } else return undefined;
    if (!current) return undefined;
  }
  return current;
}
