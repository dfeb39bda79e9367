/**
 * What an editor may write in a faculty-profile field for "nothing to show":
 * the specification's placeholder strings. The person schema accepts them
 * (google_scholar: an https:// address or a placeholder) and the cards hide
 * them (src/lib/faculty-display.ts).
 *
 *   generic optional fields  NIL, Nil, NA, a dash, a long dash string
 *   grants                   NIL, Nil, -, NA
 *   supervision              -
 *   professional_memberships -, NA
 *   awards_honors            NA, -, NIL, a dash string
 *
 * Matching is exact after trimming surrounding spaces ("nil" is not "Nil").
 * A "dash string" is a run of two or more dashes (-, ‐, ‒, –, —, ―) or a
 * single long dash (— or ―).
 */
/** A run of two or more dash characters, or one em dash / horizontal bar. */
const DASH_STRING = /^(?:[-‐‑‒–—―]{2,}|[—―])$/;

const GENERIC = ['NIL', 'Nil', 'NA', '-'] as const;

type Rule = (value: string) => boolean;
const oneOf =
  (...values: string[]): Rule =>
  (value) =>
    values.includes(value);
const either =
  (...rules: Rule[]): Rule =>
  (value) =>
    rules.some((rule) => rule(value));
const dashString: Rule = (value) => DASH_STRING.test(value);

/** Fields with their own placeholder list; every other optional field uses the generic one. */
export const PLACEHOLDER_RULES = {
  grants: oneOf('NIL', 'Nil', '-', 'NA'),
  supervision: oneOf('-'),
  professional_memberships: oneOf('-', 'NA'),
  awards_honors: either(oneOf('NA', '-', 'NIL'), dashString),
} satisfies Record<string, Rule>;

const genericRule: Rule = either(oneOf(...GENERIC), dashString);

export function isPlaceholder(field: string, value: string): boolean {
  const rule: Rule = (PLACEHOLDER_RULES as Record<string, Rule>)[field] ?? genericRule;
  return rule(value.trim());
}
