/**
 * Turns zod issues into plain words for editors: which field, what is wrong
 * with it, and how to fix it. The schema author's own message (e.g. "write a
 * description of at least 50 characters…") is used as the fix when there is
 * one; otherwise the fix is written from the kind of problem.
 */
import { def, schemaAt, typeLabel, unwrap } from '../../../src/content-io/schema-shape.ts';
import { isoDay } from '../../../src/lib/dates.ts';

/** Marks messages zod made up itself, so they can be told apart from the authors'. */
const DEFAULT = '\u0000default';

/** Parse options for `schema.safeParse(data, PARSE_OPTIONS)`. */
export const PARSE_OPTIONS = { reportInput: true, error: () => DEFAULT };

/** A field path for people: `cards › item 4 › image › alt`. */
export function fieldLabel(path) {
  if (path.length === 0) return '(the whole entry)';
  return path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : String(key))).join(' › ');
}

/** What a value looks like, in words. */
export function describeValue(value) {
  if (value === undefined) return 'missing';
  if (value === null) return 'empty';
  if (typeof value === 'string') return value === '' ? 'empty text' : `the text "${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `\`${value}\``;
  if (value instanceof Date) return `the date ${isoDay(value)}`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  return 'a group of fields';
}

/** How to write a value of each kind: the check's fixes, and the browser editor's messages (cms-config.mjs). */
export const HOW_TO_WRITE = {
  string: 'write it as text (put it in "quotes" if it starts with a number or contains ": ")',
  number: 'write a plain number without quotes, commas or currency signs, e.g. 250000',
  int: 'write a whole number without quotes, commas or decimals, e.g. 60',
  boolean: 'write true or false',
  array: 'write a list: each item on its own line, indented, starting with "- "',
  object: 'write its fields on the lines below it, indented by two spaces',
  date: 'write the date as YYYY-MM-DD, e.g. 2025-10-18',
};

function closest(word, candidates) {
  const distance = (a, b) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    return d[a.length][b.length];
  };
  let best;
  for (const candidate of candidates) {
    const score = distance(String(word).toLowerCase(), String(candidate).toLowerCase());
    if (score <= Math.max(2, Math.floor(String(candidate).length / 4)) && (!best || score < best.score)) best = { candidate, score };
  }
  return best?.candidate;
}

const valueAt = (data, path) => path.reduce((value, key) => (value == null ? undefined : value[key]), data);

/** How much the value is: "is 12 characters long", "has 4 items". */
function amount(origin, input) {
  if (origin === 'string' && typeof input === 'string') return `it is ${input.length} character${input.length === 1 ? '' : 's'} long`;
  if (origin === 'array' && Array.isArray(input)) return `it has ${input.length} item${input.length === 1 ? '' : 's'}`;
  if (origin === 'number' && typeof input === 'number') return `it is ${input}`;
  return `it is ${describeValue(input)}`;
}

/** The problem and a generic fix for one zod issue. */
function describe(issue, schema, data) {
  const field = issue.path.at(-1);
  const name = typeof field === 'string' ? field : 'this item';
  const input = 'input' in issue ? issue.input : valueAt(data, issue.path);
  const unit = issue.origin === 'array' ? 'items' : issue.origin === 'string' ? 'characters' : '';
  switch (issue.code) {
    case 'invalid_type': {
      const expected = issue.expected;
      if (input === undefined) {
        const siblings = Object.keys(valueAt(data, issue.path.slice(0, -1)) ?? {});
        const typo =
          typeof field === 'string'
            ? closest(
                field,
                siblings.filter((key) => key !== field),
              )
            : undefined;
        const label = typeLabel(schemaAt(schema, issue.path));
        return {
          problem: `${name} is missing`,
          fix: typo
            ? `"${typo}" looks like a misspelling: rename it to "${field}"`
            : `add a line "${name}: …" with ${/^(a|an|one|`)/.test(label) ? label : `a ${label}`}`,
        };
      }
      if (expected === 'int') return { problem: `${describeValue(input)} is not a whole number`, fix: HOW_TO_WRITE.int };
      return {
        problem: `it should be ${article(typeLabel(schemaAt(schema, issue.path)) || expected)} but is ${describeValue(input)}`,
        fix: HOW_TO_WRITE[expected] ?? `write ${expected}`,
      };
    }
    case 'too_small': {
      if (issue.origin === 'string' && issue.minimum === 1) return { problem: 'it is empty', fix: `write the ${name}` };
      const need = issue.exact ? `exactly ${issue.minimum}` : issue.inclusive === false ? `more than ${issue.minimum}` : `at least ${issue.minimum}`;
      return {
        problem: `${amount(issue.origin, input)}; it must be ${need}${unit ? ` ${unit}` : ''}`,
        fix: issue.origin === 'array' ? `add items until there are ${need.replace('at least ', 'at least ')}` : `make it ${need}${unit ? ` ${unit}` : ''}`,
      };
    }
    case 'too_big': {
      const limit = issue.exact ? `exactly ${issue.maximum}` : issue.inclusive === false ? `less than ${issue.maximum}` : `at most ${issue.maximum}`;
      return {
        problem: `${amount(issue.origin, input)}; it must be ${limit}${unit ? ` ${unit}` : ''}`,
        fix:
          issue.origin === 'string'
            ? `shorten it to ${issue.maximum} characters or fewer`
            : issue.origin === 'array'
              ? `remove items until there are ${limit}`
              : `make it ${limit}`,
      };
    }
    case 'invalid_format': {
      if (issue.format === 'email')
        return { problem: `${describeValue(input)} is not a complete e-mail address`, fix: 'write it like office@northgate-university.example' };
      if (issue.format === 'url')
        return { problem: `${describeValue(input)} is not a full web address`, fix: 'write the whole address, starting with https://' };
      if (/date/.test(issue.format)) return { problem: `${describeValue(input)} is not a date`, fix: HOW_TO_WRITE.date };
      return {
        problem: `${describeValue(input)} does not have the expected form`,
        fix: `compare it with the same field in other entries (rule: ${issue.pattern ?? issue.format})`,
      };
    }
    case 'invalid_value': {
      const allowed = issue.values ?? [];
      const suggestion = typeof input === 'string' ? closest(input, allowed.map(String)) : undefined;
      return {
        problem: `${describeValue(input)} is not one of the allowed values`,
        fix: `${suggestion ? `did you mean "${suggestion}"? ` : ''}write one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
      };
    }
    case 'unrecognized_keys':
      return { problem: `it has fields this entry does not use: ${issue.keys.join(', ')}`, fix: 'remove them, or check their spelling' };
    case 'not_multiple_of':
      return { problem: `${describeValue(input)} is not a multiple of ${issue.divisor}`, fix: `use a multiple of ${issue.divisor}` };
    case 'invalid_union': {
      const options = def(unwrap(schemaAt(schema, issue.path) ?? {}).schema).options ?? [];
      const forms = options.map((o) => typeLabel(o)).join('; or ');
      return {
        problem: `${describeValue(input)} does not match any of the allowed forms`,
        fix: forms ? `write ${forms}` : 'compare it with the same field in other entries',
      };
    }
    case 'custom':
      return { problem: issue.message === DEFAULT ? 'it breaks a rule of this collection' : issue.message, fix: '' };
    default:
      return { problem: `${describeValue(input)} is not accepted here`, fix: 'compare it with the same field in other entries' };
  }
}

const article = (label) => (/^(a|an|one|`|true)/.test(label) ? label : `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`);

/**
 * Picks the most telling branch of a failed union: the one that got furthest
 * (deepest paths), else the one with fewest problems. Null when no branch got
 * past the first check (then the union as a whole is described).
 */
function bestBranch(issue) {
  const branches = (issue.errors ?? []).filter((b) => b.length > 0);
  const depth = (b) => Math.max(...b.map((i) => i.path.length + (i.code === 'invalid_type' || i.code === 'invalid_value' ? 0 : 0.5)));
  const ranked = branches.map((b) => ({ b, d: depth(b) })).sort((x, y) => y.d - x.d || x.b.length - y.b.length);
  if (!ranked.length || ranked[0].d === 0) return null;
  return ranked[0].b;
}

/**
 * @param {import('astro/zod').z.core.$ZodIssue[]} issues from safeParse with PARSE_OPTIONS
 * @param {any} schema the collection's schema
 * @param {unknown} data the entry's data
 * @returns {{ path: (string|number)[], field: string, problem: string, fix: string }[]}
 */
export function explainIssues(issues, schema, data, prefix = []) {
  const out = [];
  for (const raw of issues) {
    const issue = { ...raw, path: [...prefix, ...raw.path] };
    if (issue.code === 'invalid_union') {
      const branch = bestBranch(raw);
      if (branch) {
        out.push(...explainIssues(branch, schema, data, issue.path));
        continue;
      }
    }
    const { problem, fix } = describe(issue, schema, data);
    const authored = raw.message && raw.message !== DEFAULT ? raw.message : '';
    out.push({
      path: issue.path,
      field: fieldLabel(issue.path),
      problem: issue.code === 'custom' ? problem : problem,
      fix: issue.code === 'custom' ? '' : authored || fix,
    });
  }
  return out;
}
