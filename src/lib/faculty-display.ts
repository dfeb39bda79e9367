/**
 * Which faculty-profile fields a card shows. The specification's validation
 * rules, exactly: an optional field is hidden when it is empty or holds a
 * placeholder (which strings count as placeholders, field by field:
 * src/lib/placeholders.ts). A list is shown without its placeholder
 * items and hidden when nothing is left.
 */
import { isPlaceholder } from './placeholders.ts';
import { facultyFields } from './site.words.ts';

export { isPlaceholder };

export type FieldValue = string | readonly string[] | null | undefined;

/**
 * The value to show for a field, or null when the field is hidden.
 * Strings come back trimmed; lists come back without empty or placeholder items.
 */
export function displayValue(field: string, value: FieldValue): string | string[] | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' || isPlaceholder(field, text) ? null : text;
  }
  const items = value.map((item) => item.trim()).filter((item) => item !== '' && !isPlaceholder(field, item));
  return items.length > 0 ? items : null;
}

/**
 * The card's fields with their labels in each language: `essential` always in
 * view, `detail` behind Show More Details, each in the card's order.
 */
export const FACULTY_FIELDS = facultyFields;

/** A field to show on a card: its label and its value, already filtered. */
export interface ShownField {
  field: string;
  label: string;
  value: string | string[];
}

/** Keeps the fields that pass the rules, in the order given. */
export function shownFields(profile: object, labels: Record<string, string>): ShownField[] {
  const values = profile as Record<string, unknown>;
  return Object.entries(labels).flatMap(([field, label]) => {
    const raw = values[field];
    const text = typeof raw === 'string' || (Array.isArray(raw) && raw.every((item) => typeof item === 'string'));
    const value = text ? displayValue(field, raw as FieldValue) : null;
    return value === null ? [] : [{ field, label, value }];
  });
}
