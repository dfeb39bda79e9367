/**
 * Which faculty-profile fields a card shows. The specification's validation
 * rules, exactly: an optional field is hidden when it is empty or holds a
 * placeholder (which strings count as placeholders, field by field:
 * src/schemas/placeholders.ts). A list is shown without its placeholder
 * items and hidden when nothing is left.
 */
import { defineStrings } from './i18n';
import { isPlaceholder } from '../schemas/placeholders';

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
export const FACULTY_FIELDS = defineStrings({
  en: {
    essential: { qualifications: 'Qualifications', experience: 'Experience', research_interests: 'Research interests' },
    detail: {
      orcid: 'ORCID',
      google_scholar: 'Google Scholar',
      publications: 'Publications',
      patents: 'Patents',
      grants: 'Grants',
      courses_taught: 'Courses taught',
      supervision: 'Supervision',
      professional_memberships: 'Professional memberships',
      awards_honors: 'Awards and honours',
      conferences_workshops: 'Conferences and workshops',
    },
  },
  hi: {
    essential: { qualifications: 'शैक्षणिक योग्यता', experience: 'अनुभव', research_interests: 'अनुसंधान रुचियाँ' },
    detail: {
      orcid: 'ORCID',
      google_scholar: 'Google Scholar',
      publications: 'प्रकाशन',
      patents: 'पेटेंट',
      grants: 'अनुदान',
      courses_taught: 'पढ़ाए गए विषय',
      supervision: 'अनुसंधान निर्देशन',
      professional_memberships: 'व्यावसायिक सदस्यताएँ',
      awards_honors: 'पुरस्कार और सम्मान',
      conferences_workshops: 'सम्मेलन और कार्यशालाएँ',
    },
  },
});

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
