/**
 * The dates a schema declares with a role (`datedAs` in src/schemas/common.ts:
 * publishes, until, happens), read from the schema itself: the data layer
 * takes a kind's default period from here, and the content report finds every
 * date that has passed without guessing from field names.
 */
import type { DateRole } from './common.ts';
import { def, meta, peel } from '../content-io/schema-shape.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's definitions are read by kind, as in schema-shape.ts
type Schema = any;
type Path = (string | number)[];

/** What a date field declares: its role and anything its readers need (an `until`'s `currentForDays` per kind). */
export type DateDeclaration = { date?: DateRole; currentForDays?: Partial<Record<string, number>> };

/** The declaration on a schema or on any wrapper around it (optional, default, a refinement's pipe). */
function declarationOf(schema: Schema): DateDeclaration | undefined {
  for (let current = schema, i = 0; current && i < 20; current = peel(current), i++) {
    const m = meta(current) as DateDeclaration;
    if (m.date) return m;
  }
  return undefined;
}

/** The object schema inside wrappers, or undefined. */
function objectOf(schema: Schema): Schema | undefined {
  for (let current = schema, i = 0; current && i < 20; current = peel(current), i++) if (def(current).type === 'object') return current;
  return undefined;
}

/** What a top-level field of an entry's schema declares about its date ({} for a field without a role). */
export function dateDeclaration(schema: Schema, field: string): DateDeclaration {
  const shape = def(objectOf(schema)).shape ?? {};
  return (shape[field] && declarationOf(shape[field])) ?? {};
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every date in a value whose schema gives it a role, with its path from the entry's root (YAML 1.1 dates read as text). */
export function datedFields(schema: Schema, value: unknown, path: Path = []): { path: Path; day: string; role: DateRole }[] {
  if (value === undefined || value === null) return [];
  const declared = declarationOf(schema);
  if (declared?.date) {
    const day = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
    return [{ path, day, role: declared.date }];
  }
  const inner = peel(schema);
  if (inner) return datedFields(inner, value, path);
  const d = def(schema);
  if (d.type === 'array' && Array.isArray(value)) return value.flatMap((item, i) => datedFields(d.element, item, [...path, i]));
  if (d.type === 'union') {
    // The option that describes the value: its fields for an object, its items for a list.
    const option = d.options.find((o: Schema) => (isRecord(value) ? objectOf(o) : Array.isArray(value) && def(o).type === 'array'));
    return option ? datedFields(option, value, path) : [];
  }
  if (d.type === 'object' && isRecord(value))
    return Object.entries(d.shape as Record<string, Schema>).flatMap(([key, field]) => (key in value ? datedFields(field, value[key], [...path, key]) : []));
  return [];
}
